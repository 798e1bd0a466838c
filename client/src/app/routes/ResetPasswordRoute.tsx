import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function ResetPasswordRoute() {
  usePageMeta('Reset Password');
  return <ResetPasswordForm />;
}
