import { useMutation } from '@tanstack/react-query';
import type { AuthUser, DisplayNameChange } from '@contracts';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';

/** PATCH /api/auth/me: the server checks the display name rule again. */
export const renameAccount = (body: DisplayNameChange) => api.patch<AuthUser>('/auth/me', body);

/** The header and /account show the new name at once. */
export function useRenameAccount() {
  const { updateUser } = useAuth();
  return useMutation({ mutationFn: renameAccount, onSuccess: updateUser });
}
