import type { ReactNode } from 'react';
import { adminCardClass } from './AdminPageHeader';

/** One figure of an admin summary (inside a <dl>): its icon and label, then the value, large on the dashboard. */
export function AdminStat({
  icon,
  label,
  large = false,
  children,
}: {
  icon: ReactNode;
  label: string;
  large?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={adminCardClass}>
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-400">
        <span className="text-amber-400">{icon}</span>
        {label}
      </dt>
      <dd
        className={large ? 'mt-3 font-display text-4xl font-bold text-white' : 'mt-2 text-2xl font-semibold text-white'}
      >
        {children}
      </dd>
    </div>
  );
}
