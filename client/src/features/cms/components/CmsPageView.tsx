import { Decoration } from '@/components/Decoration';
import type { CmsPage } from '@contracts';
import { CmsContent } from './CmsContent';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function CmsPageView({ page }: { page: CmsPage }) {
  const updated = new Date(page.updated_at);
  return (
    <article>
      <header className="relative overflow-hidden border-b border-slate-800 bg-gradient-to-b from-slate-900 to-slate-950">
        <Decoration className="-top-24 left-1/2 h-64 w-[40rem] -translate-x-1/2 rounded-full bg-amber-500/10 blur-3xl" />
        <div className="relative mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-widest text-amber-500 uppercase">ReelAtlas</p>
          <h1 className="mt-3 font-display text-4xl font-bold text-white sm:text-5xl">{page.title}</h1>
          {!Number.isNaN(updated.getTime()) && (
            <p className="mt-4 text-sm text-slate-400">
              Last updated <time dateTime={page.updated_at}>{dateFormat.format(updated)}</time>
            </p>
          )}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <CmsContent html={page.content} />
      </div>
    </article>
  );
}
