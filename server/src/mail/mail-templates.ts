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
