import type { AdminSettings, SettingsInput } from '@contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminSettingsKeys } from './keys';

export const saveSettings = (input: SettingsInput) => api.put<AdminSettings>('/admin/settings', input);

/** SPEC §4: after a save the settings are fetched again (the editor's and the site-wide copy). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSettingsKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.settings.all, exact: true }),
      ]);
    },
  });
}
