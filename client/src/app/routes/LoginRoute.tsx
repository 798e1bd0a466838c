import { LoginForm } from '@/features/auth/components/LoginForm';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function LoginRoute() {
  usePageMeta('Sign In');
  return <LoginForm />;
}
