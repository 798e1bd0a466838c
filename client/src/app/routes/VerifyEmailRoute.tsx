import { VerifyEmail } from '@/features/auth/components/VerifyEmail';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function VerifyEmailRoute() {
  usePageMeta('Verify Email');
  return <VerifyEmail />;
}
