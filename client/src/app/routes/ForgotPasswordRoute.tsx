import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function ForgotPasswordRoute() {
  usePageMeta(PAGE_ROUTES.forgotPassword.title);
  return <ForgotPasswordForm />;
}
