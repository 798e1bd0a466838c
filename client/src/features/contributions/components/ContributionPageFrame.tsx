import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MissingState } from '@contracts';
import { ErrorState } from '@/components/ErrorState';
import { NotFoundState } from '@/components/NotFoundState';
import { Skeleton } from '@/components/Skeleton';
import { isNotFound } from '@/lib/api-client';

/** A contribution screen: its heading, one line of help, and the way back to the movie or the place. */
export function ContributionPageFrame(props: {
  title: string;
  intro: string;
  back: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
      <Link
        to={props.back.to}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-400 hover:text-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {props.back.label}
      </Link>
      <header className="mt-4 border-b border-slate-800 pb-6">
        <h1 className="font-display text-3xl font-bold text-white sm:text-4xl">{props.title}</h1>
        <p className="mt-3 max-w-3xl text-slate-400">{props.intro}</p>
      </header>
      <div className="mt-8">{props.children}</div>
    </div>
  );
}

/** The movie or place a form is about, once read: a skeleton meanwhile, its not-found or error state. */
export function LoadedSubject<T>({
  query,
  icon,
  missing,
  children,
}: {
  query: UseQueryResult<T>;
  icon: LucideIcon;
  missing: MissingState;
  children: (subject: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="mx-auto max-w-6xl space-y-6 px-4 pt-10 sm:px-6 lg:px-8" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-[28rem]" />
      </div>
    );
  if (isNotFound(query.error)) return <NotFoundState icon={icon} state={missing} />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  return children(query.data as T);
}
