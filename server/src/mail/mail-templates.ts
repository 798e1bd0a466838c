import type { MailMessage } from './mail.service.js';

/** The account emails. Plain wording, one link each; HTML mirrors the text. */
export const mailTemplates = {
  verifyEmail: (to: string, link: string): MailMessage =>
    message(
      to,
      'Verify your email address',
      [
        'Welcome to ReelAtlas!',
        'Please confirm your email address to finish creating your account:',
        link,
        'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
      ],
      link,
    ),

  alreadyRegistered: (to: string, signInLink: string, resetLink: string): MailMessage =>
    message(to, 'You already have a ReelAtlas account', [
      'Someone (hopefully you) tried to create a ReelAtlas account with this email address, which already has one.',
      `Sign in: ${signInLink}`,
      `Forgot your password? ${resetLink}`,
      'If this was not you, you can ignore this email; nothing has changed.',
    ]),

  confirmNewEmail: (to: string, link: string): MailMessage =>
    message(
      to,
      'Confirm your new email address',
      [
        'You asked to use this email address for your ReelAtlas account.',
        'Confirm it here; your account keeps its current address until you do:',
        link,
        'The link works once and expires in 24 hours. If you did not ask for this, ignore this email.',
      ],
      link,
    ),

  emailChangeRequested: (to: string, newEmail: string, resetLink: string): MailMessage =>
    message(to, 'Your ReelAtlas email address is being changed', [
      `Someone signed in to your ReelAtlas account asked to change its email address to ${newEmail}.`,
      'Nothing changes until the link sent to that address is opened.',
      `If this was not you, change your password now: ${resetLink}`,
    ]),

  emailAddressTaken: (to: string, newEmail: string): MailMessage =>
    message(to, 'Your ReelAtlas email address was not changed', [
      `You asked to change your account's email address to ${newEmail}, but another ReelAtlas account already uses it.`,
      'Your account keeps its current address. Choose another one, or sign in to the other account.',
    ]),

  resetPassword: (to: string, link: string): MailMessage =>
    message(
      to,
      'Reset your ReelAtlas password',
      [
        'We received a request to reset the password of your ReelAtlas account.',
        'Choose a new password here:',
        link,
        'The link works once and expires in 1 hour. If you did not ask for this, ignore this email.',
      ],
      link,
    ),

  /** A visitor's suggestion was decided (contributions): what became of it, and where to see it. */
  suggestionDecided: (to: string, summary: string, outcome: string, link: string): MailMessage =>
    message(
      to,
      'An editor looked at your ReelAtlas suggestion',
      [`Thank you for your suggestion: ${summary}.`, outcome, 'See all your suggestions and their state:', link],
      link,
    ),
};

function message(to: string, subject: string, lines: string[], button?: string): MailMessage {
  const html = lines
    .map((line) =>
      line === button
        ? `<p><a href="${escapeHtml(line)}">${escapeHtml(line)}</a></p>`
        : `<p>${escapeHtml(line).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>')}</p>`,
    )
    .join('\n');
  return { to, subject, text: lines.join('\n\n'), html };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
