/** SPEC §3 User: only the role value 'admin' counts as administrator (SPEC §6). */
export type UserRole = 'user' | 'admin';

/** What the API and the client know about a signed-in user. */
export interface AuthUser {
  id: string;
  /** The user's own address: only ever sent to that user. */
  email: string;
  /** The public name (reviews show it), unique case-insensitively. */
  display_name: string;
  role: UserRole;
}

/** SPEC §3 Auth session (POST /api/auth/login and /refresh); the refresh token stays in its httpOnly cookie. */
export interface AuthSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  user: AuthUser;
}

/** POST /api/auth/resend-verification and /forgot-password body. */
export interface EmailRequest {
  email: string;
}

/** POST /api/auth/login and /register body. */
export interface Credentials extends EmailRequest {
  password: string;
}

/** POST /api/auth/register body: the credentials and the public name chosen. */
export interface Registration extends Credentials {
  display_name: string;
}

/** PATCH /api/auth/me body (/account). */
export interface DisplayNameChange {
  display_name: string;
}

/** POST /api/auth/password body (/account): the current password, then the new one. */
export interface PasswordChange {
  current_password: string;
  password: string;
}

/** POST /api/auth/delete-account body (/account): the password confirms it. */
export interface AccountDeletion {
  password: string;
}

/** POST /api/auth/verify-email body: the single-use token from the emailed link. */
/** An email change confirmed for an address another account verified meanwhile. */
export const EMAIL_IN_USE = 'Another account already uses this email address';

/** POST /api/auth/email: the new address gets a link; the account keeps the old one until it is opened. */
export interface EmailChangeRequest extends EmailRequest {
  current_password: string;
}

export interface TokenRequest {
  token: string;
}

/** POST /api/auth/reset-password body. */
export interface ResetPasswordRequest extends TokenRequest {
  password: string;
}

/** The answer of the email-link endpoints: a message to show, the same for every address. */
export interface AuthMessage {
  message: string;
}
