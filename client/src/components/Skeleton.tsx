import type { ReactNode } from 'react';

/** A pulsing placeholder block; callers size it with classes. Always hidden from assistive tech. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-800/80 ${className}`} />;
}

/** Placeholder bars in a column, one per class list (each bar sized by its own classes). */
export function SkeletonStack({ bars, className }: { bars: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {bars.map((bar, index) => (
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}

/**
 * A page while its data loads, announced by its label: the hero's band, then the body, both shaped
 * like the page they stand for so nothing moves when it arrives.
 */
export function PageSkeleton({
  label,
  testId,
  hero,
  className,
  children,
}: {
  label: string;
  testId: string;
  hero: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} data-testid={testId} className={className}>
      <div className="border-b border-slate-800 bg-slate-900/40">{hero}</div>
      {children}
    </div>
  );
}
