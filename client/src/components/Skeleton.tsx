/** A pulsing placeholder block; callers size it with classes. Always hidden from assistive tech. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-800/80 ${className}`} />;
}
