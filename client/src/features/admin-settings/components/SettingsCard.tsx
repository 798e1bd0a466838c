import type { ReactNode } from 'react';
import { adminCardClass } from '@/components/admin/AdminPageHeader';

/** One titled group of the settings form (a region named by its title). */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className={adminCardClass}>
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      {description && <p className="mt-1 text-sm text-slate-400">{description}</p>}
      <div className="mt-5 space-y-4">{children}</div>
    </section>
  );
}
