import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { AdminPageHeader, adminCardClass, adminSecondaryButtonClass } from '@/components/admin/AdminPageHeader';
import { AdminSideList } from '@/components/admin/AdminSideList';
import { useSideList } from '@/components/admin/use-side-list';
import { UNSAVED_CHANGES_MESSAGE } from '@/lib/use-unsaved-changes';
import { useCreatePage } from '../api/create-page';
import { useAdminPages } from '../api/get-pages';
import { PageEditor } from './PageEditor';

/** SPEC §2 Admin: Manage Pages — the page list on the left, the editor on the right. Pages cannot be deleted. */
export function PagesManager() {
  const pages = useAdminPages();
  const create = useCreatePage();
  const { selectedId, selected, choose } = useSideList(pages, 'Failed to load pages');
  const [dirty, setDirty] = useState(false);

  /** Switching page drops the open editor's edits, so ask first (the router asks when leaving the screen). */
  const select = (id: string) => {
    if (id === selectedId) return;
    if (dirty && !window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
    setDirty(false);
    choose(id);
  };

  const onAdd = async () => {
    if (dirty && !window.confirm(UNSAVED_CHANGES_MESSAGE)) return;
    try {
      const page = await create.mutateAsync();
      setDirty(false);
      choose(page.id);
      toast.success('Page created');
    } catch (error) {
      console.error('Failed to create page', error);
      toast.error('Failed to create page');
    }
  };

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
            <AdminSideList
              label="Pages"
              items={(pages.data ?? []).map((page) => ({
                id: page.id,
                title: page.title,
                detail: `/${page.slug}${page.is_published ? '' : ' · Draft'}`,
              }))}
              selectedId={selectedId}
              onSelect={select}
            />
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
