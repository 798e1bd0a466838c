/**
 * The public name of an account: what reviews show instead of anything from the email address.
 * One rule for the register and account forms and the server (the server also keeps names unique,
 * case-insensitively).
 */
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 40;
const ALLOWED = /^[\p{L}\p{N}][\p{L}\p{N} ._'-]*$/u;

/** Why `name` (already trimmed) cannot be a display name, or null when it can. */
export function displayNameProblem(name: string): string | null {
  if (name.length === 0) return 'Display name is required';
  if (name.includes('@')) return 'A display name cannot be an email address';
  if (name.length < DISPLAY_NAME_MIN || name.length > DISPLAY_NAME_MAX)
    return `Display name must be ${DISPLAY_NAME_MIN} to ${DISPLAY_NAME_MAX} characters`;
  if (!ALLOWED.test(name)) return "Use letters, numbers, spaces and . _ - ' only, starting with a letter or number";
  return null;
}

export const DISPLAY_NAME_TAKEN = 'That display name is taken. Please choose another.';
