import { RegisterForm } from '@/features/auth/components/RegisterForm';
import { usePageMeta } from '@/lib/settings/use-page-meta';
import { PAGE_ROUTES } from '@contracts';

export default function RegisterRoute() {
  usePageMeta(PAGE_ROUTES.register.title);
  return <RegisterForm />;
}
