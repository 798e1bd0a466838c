import { RegisterForm } from '@/features/auth/components/RegisterForm';
import { usePageMeta } from '@/lib/settings/use-page-meta';

export default function RegisterRoute() {
  usePageMeta('Create Account');
  return <RegisterForm />;
}
