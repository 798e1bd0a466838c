import { VerifyEmail } from '@/features/auth/components/VerifyEmail';
import { usePageMeta } from '@/features/settings/hooks/use-page-meta';

export default function VerifyEmailRoute() {
  usePageMeta('Verify Email');
  return <VerifyEmail />;
}
