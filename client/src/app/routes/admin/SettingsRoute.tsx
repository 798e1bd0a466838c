import { SettingsEditor } from '@/features/admin-settings/components/SettingsEditor';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function SettingsRoute() {
  usePageMeta('Site Settings');
  return <SettingsEditor />;
}
