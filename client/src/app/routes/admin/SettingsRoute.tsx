import { SettingsEditor } from '@/features/admin-settings/components/SettingsEditor';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function SettingsRoute() {
  usePageMeta(PAGE_ROUTES.adminSettings.title);
  return <SettingsEditor />;
}
