import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/BrandMark';
import { Decoration } from '@/components/Decoration';
import { useSettings } from '@/lib/settings/SettingsProvider';

/** The centered card of the account pages (no header or footer there, SPEC §2). */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { settings } = useSettings();
  return (
    <div className="relative isolate flex min-h-screen items-center justify-center overflow-hidden px-4 py-12">
      <Decoration className="-top-40 left-1/2 -z-10 h-[32rem] w-[48rem] -translate-x-1/2 rounded-full bg-amber-500/10 blur-3xl" />
      <div className="w-full max-w-md">
        <Link to={paths.home} className="mx-auto flex w-fit items-center gap-2.5 rounded-lg">
          <BrandMark className="size-11 rounded-xl shadow-lg shadow-amber-500/20" iconClassName="size-6" />
          <span className="text-xl font-bold tracking-tight text-white">{settings.site_title}</span>
        </Link>
        <div className="mt-8 rounded-2xl border border-slate-800 bg-slate-900/70 p-6 shadow-2xl shadow-black/40 backdrop-blur sm:p-8">
          <h1 className="text-center font-display text-2xl font-bold text-white">{title}</h1>
          {subtitle && <p className="mt-2 text-center text-sm text-slate-400">{subtitle}</p>}
          <div className="mt-7">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-400">{footer}</div>}
      </div>
    </div>
  );
}

export const authLinkClass = 'font-semibold text-amber-400 underline-offset-4 hover:text-amber-300 hover:underline';

export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: ReactNode; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="inline-flex h-11 w-full items-center justify-center rounded-lg bg-amber-500 font-semibold text-slate-950 shadow-lg shadow-amber-500/20 transition hover:bg-amber-400 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? busyLabel : children}
    </button>
  );
}
