import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function ResetPasswordRoute() {
  usePageMeta(PAGE_ROUTES.resetPassword.title);
  return <ResetPasswordForm />;
}
