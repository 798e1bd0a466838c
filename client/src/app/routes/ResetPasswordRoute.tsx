import { ResetPasswordForm } from '@/features/auth/components/ResetPasswordForm';
import { usePageMeta } from '@/features/settings/hooks/use-page-meta';

export default function ResetPasswordRoute() {
  usePageMeta('Reset Password');
  return <ResetPasswordForm />;
}
