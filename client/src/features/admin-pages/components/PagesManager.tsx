import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { AdminPageHeader, adminCardClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { UNSAVED_CHANGES_MESSAGE } from '@/lib/use-unsaved-changes';
import { useCreatePage } from '../api/create-page';
import { useAdminPages } from '../api/get-pages';
import { PageEditor } from './PageEditor';

/** SPEC §2 Admin: Manage Pages — the page list on the left, the editor on the right. Pages cannot be deleted. */
export function PagesManager() {
  const pages = useAdminPages();
  const create = useCreatePage();
  const [chosenId, setSelectedId] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // SPEC §2: the first page is preselected.
  const selectedId = chosenId ?? pages.data?.[0]?.id ?? null;

  useEffect(() => {
    if (!pages.isError) return;
    console.error('Failed to load pages', pages.error);
    toast.error('Failed to load pages');
  }, [pages.isError, pages.error]);

  /** Switching page drops the open editor's edits, so ask first (the router asks when leaving the screen). */
  const select = (id: string) => {
    if (id === selectedId) return;
    if (dirty && !window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
    setDirty(false);
    setSelectedId(id);
  };

  const onAdd = async () => {
    if (dirty && !window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
    try {
      const page = await create.mutateAsync();
      setDirty(false);
      setSelectedId(page.id);
      toast.success('Page created');
    } catch (error) {
      console.error('Failed to create page', error);
      toast.error('Failed to create page');
    }
  };

  const selected = pages.data?.find((page) => page.id === selectedId);

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Manage Pages"
        description="The site's content pages: About, Contact, Privacy, Terms and any page of your own."
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <div className={`${adminCardClass} !p-3 space-y-3 self-start`}>
          <button
            type="button"
            onClick={() => void onAdd()}
            disabled={create.isPending}
            className={`${adminSecondaryButtonClass} w-full`}
          >
            <Plus aria-hidden="true" className="size-4" /> Add Page
          </button>
          {pages.isPending ? (
            <p role="status" className="px-2 text-sm text-slate-400">
              Loading...
            </p>
          ) : (
            <nav aria-label="Pages">
              <ul className="space-y-1">
                {(pages.data ?? []).map((page) => (
                  <li key={page.id}>
                    <button
                      type="button"
                      aria-current={page.id === selectedId ? 'true' : undefined}
                      onClick={() => select(page.id)}
                      className={`w-full rounded-lg px-3 py-2 text-left transition ${
                        page.id === selectedId ? 'bg-amber-500/15 ring-1 ring-amber-500/40' : 'hover:bg-slate-800'
                      }`}
                    >
                      <span className="block truncate font-medium text-white">{page.title}</span>
                      <span className="block truncate text-xs text-slate-400">
                        /{page.slug}
                        {!page.is_published && ' · Draft'}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        {selected ? (
          <PageEditor key={selected.id} page={selected} onDirtyChange={setDirty} />
        ) : (
          <section aria-labelledby="page-editor-heading" className={adminCardClass}>
            <h2 id="page-editor-heading" className="text-xl font-semibold text-white">
              Select a page
            </h2>
            <p className="mt-2 text-slate-400">Select a page to edit its content</p>
          </section>
        )}
      </div>
    </div>
  );
}
