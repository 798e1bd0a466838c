import { ConfirmEmailChange } from '@/features/auth/components/ConfirmEmailChange';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function ConfirmEmailRoute() {
  usePageMeta(PAGE_ROUTES.confirmEmail.title);
  return <ConfirmEmailChange />;
}
