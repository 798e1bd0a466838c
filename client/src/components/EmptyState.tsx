import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Centered "nothing here" message: not found pages, empty results. */
export function EmptyState({
  icon: Icon,
  title,
  message,
  action,
  as: Heading = 'h2',
}: {
  icon: LucideIcon;
  title: string;
  message?: string;
  action?: ReactNode;
  as?: 'h1' | 'h2' | 'h3';
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-20 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-amber-500/10 ring-1 ring-amber-500/30">
        <Icon aria-hidden="true" className="h-8 w-8 text-amber-500" />
      </div>
      <Heading className="mt-6 text-2xl font-semibold text-white">{title}</Heading>
      {message && <p className="mt-3 leading-7 text-slate-400">{message}</p>}
      {action && <div className="mt-8">{action}</div>}
    </div>
  );
}
