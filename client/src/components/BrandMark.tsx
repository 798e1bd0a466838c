import { Clapperboard } from 'lucide-react';

/** The site's mark (a clapperboard on amber), sized and shaped by the caller's classes. */
export function BrandMark({ className, iconClassName }: { className: string; iconClassName: string }) {
  return (
    <span
      aria-hidden="true"
      className={`grid place-items-center bg-gradient-to-br from-amber-400 to-amber-600 text-slate-950 ${className}`}
    >
      <Clapperboard className={iconClassName} strokeWidth={2.25} />
    </span>
  );
}
