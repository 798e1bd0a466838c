import { LoginForm } from '@/features/auth/components/LoginForm';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function LoginRoute() {
  usePageMeta(PAGE_ROUTES.login.title);
  return <LoginForm />;
}
