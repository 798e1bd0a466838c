import { ConfirmEmailChange } from '@/features/auth/components/ConfirmEmailChange';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function ConfirmEmailRoute() {
  usePageMeta('Confirm Email');
  return <ConfirmEmailChange />;
}
