import { LogIn, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { primaryButtonClass } from '@/components/button-styles';
import { paths } from '@/config/paths';

/**
 * Asks a signed-out visitor to sign in and brings them back here afterwards (the sign-in form
 * follows `state.from`), with `returnSearch` added when the page should carry on (copy a trip).
 */
export function SignInPrompt(props: { icon: LucideIcon; title: string; message: string; returnSearch?: string }) {
  const location = useLocation();
  const from = props.returnSearch ? { ...location, search: props.returnSearch } : location;
  return (
    <EmptyState
      as="h1"
      icon={props.icon}
      title={props.title}
      message={props.message}
      action={
        <Link to={paths.login} state={{ from }} className={primaryButtonClass}>
          <LogIn aria-hidden="true" className="size-4" /> Sign In
        </Link>
      }
    />
  );
}
