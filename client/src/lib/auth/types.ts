/** SPEC §3 User and Auth session as the API returns them (the refresh token stays in its cookie). */
export interface AuthUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
}

export interface AuthSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  user: AuthUser;
}
