import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { MissingState } from '@contracts';
import { EmptyState } from './EmptyState';
import { primaryButtonClass } from './button-styles';

/**
 * SPEC §2's not-found state of a page, with the texts of the page table (contracts/page-routes.ts)
 * that the server's first HTML shows too; the first link is the way on.
 */
export function NotFoundState({ icon, state }: { icon: LucideIcon; state: MissingState }) {
  const [first] = state.links;
  return (
    <EmptyState
      as="h1"
      icon={icon}
      title={state.title}
      message={state.message}
      action={
        first && (
          <Link to={first[0]} className={primaryButtonClass}>
            {first[1]}
          </Link>
        )
      }
    />
  );
}
