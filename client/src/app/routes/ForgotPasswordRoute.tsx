import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function ForgotPasswordRoute() {
  usePageMeta('Forgot Password');
  return <ForgotPasswordForm />;
}
