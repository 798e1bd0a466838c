import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CONTRIBUTION_LIMITS } from '@contracts/contributions';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { Skeleton } from '@/components/Skeleton';
import { primaryButtonClass } from '@/components/button-styles';
import { paths } from '@/config/paths';
import { useMyContributions } from '../api/get-my-contributions';
import { ContributionCard } from './ContributionCard';

/** /account/contributions (issue 34): the visitor's suggestions, newest first, with what the editors decided. */
export function MyContributionsPage({ userId }: { userId: string }) {
  const contributions = useMyContributions(userId);
  const waiting = contributions.data?.filter((suggestion) => suggestion.state === 'pending').length ?? 0;
  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 lg:px-8">
      <header className="border-b border-slate-800 pb-6">
        <h1 className="font-display text-4xl font-bold text-white sm:text-5xl">My Contributions</h1>
        <p className="mt-3 text-slate-400">
          Places, corrections and photos you suggested. An editor reads each one; up to {CONTRIBUTION_LIMITS.pending}{' '}
          can wait at a time{waiting > 0 && ` (${waiting} waiting now)`}.
        </p>
      </header>
      <div className="mt-8">
        {contributions.isPending && (
          <div className="space-y-4" aria-busy="true" aria-label="Loading your contributions">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        )}
        {contributions.isError && (
          <ErrorState
            message="Your contributions could not be loaded. Please try again."
            onRetry={() => void contributions.refetch()}
          />
        )}
        {contributions.data?.length === 0 && (
          <EmptyState
            icon={Lightbulb}
            title="No suggestions yet"
            message="Know a filming location we are missing, or something wrong on a place? Suggest a Place from a movie's page, or a Correction from a place's page."
            action={
              <Link to={paths.movies} className={primaryButtonClass}>
                Browse Movies
              </Link>
            }
          />
        )}
        {contributions.data && contributions.data.length > 0 && (
          <ul className="space-y-4" aria-label="Your suggestions">
            {contributions.data.map((suggestion) => (
              <li key={suggestion.id}>
                <ContributionCard suggestion={suggestion} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
