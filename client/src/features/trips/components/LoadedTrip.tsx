import type { UseQueryResult } from '@tanstack/react-query';
import { Map as MapIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/EmptyState';
import { ErrorState } from '@/components/ErrorState';
import { primaryButtonClass } from '@/components/button-styles';
import { isNotFound } from '@/lib/api-client';
import { TripPageSkeleton } from './TripPageSkeleton';

interface TripNotFoundProps {
  title: string;
  message: string;
  /** Where the visitor goes on from here. */
  way: { to: string; label: string };
}

/** A trip page whose trip is not there: the page's heading says so, with a way on. */
export function TripNotFound({ title, message, way }: TripNotFoundProps) {
  return (
    <EmptyState
      as="h1"
      icon={MapIcon}
      title={title}
      message={message}
      action={
        <Link to={way.to} className={primaryButtonClass}>
          {way.label}
        </Link>
      }
    />
  );
}

interface LoadedTripProps<Trip> {
  query: UseQueryResult<Trip>;
  notFound: TripNotFoundProps;
  children: (trip: Trip) => ReactNode;
}

/** A trip page's trip once it is read; until then its skeleton, or why there is none (not found, or a retry). */
export function LoadedTrip<Trip>({ query, notFound, children }: LoadedTripProps<Trip>) {
  if (query.isPending) return <TripPageSkeleton />;
  if (isNotFound(query.error)) return <TripNotFound {...notFound} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return children(query.data);
}
