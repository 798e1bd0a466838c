import { VerifyEmail } from '@/features/auth/components/VerifyEmail';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function VerifyEmailRoute() {
  usePageMeta(PAGE_ROUTES.verifyEmail.title);
  return <VerifyEmail />;
}
