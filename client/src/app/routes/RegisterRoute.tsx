import { RegisterForm } from '@/features/auth/components/RegisterForm';
import { usePageMeta } from '@/features/settings/hooks/use-page-meta';

export default function RegisterRoute() {
  usePageMeta('Create Account');
  return <RegisterForm />;
}
