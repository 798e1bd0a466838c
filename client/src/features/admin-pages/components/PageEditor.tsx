import type { AdminPage, PageInput } from '@contracts';
import { pageSchema } from '@contracts/admin-rules';
import { ExternalLink, Save } from 'lucide-react';
import { useEffect } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { adminCardClass, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { FormCheckboxField, FormTextAreaField, FormTextField } from '@/components/admin/form-fields';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { useUpdatePage } from '../api/update-page';
import { PagePreview } from './PagePreview';

const inputOf = ({ title, slug, content, is_published }: AdminPage): PageInput => ({
  title,
  slug,
  content,
  is_published,
});

const updatedFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** SPEC §2 'Edit Page': Title, Slug, Content (HTML with a live preview), Published, 'Save Changes'. */
export function PageEditor({ page, onDirtyChange }: { page: AdminPage; onDirtyChange: (dirty: boolean) => void }) {
  const update = useUpdatePage();
  const { form, onSubmit } = useAdminForm({
    schema: pageSchema,
    defaultValues: inputOf(page),
    // The server's copy (sanitised content, new updated_at) replaces ours.
    save: async (values, pageForm) => pageForm.reset(inputOf(await update.mutateAsync({ id: page.id, input: values }))),
    saving: update.isPending,
    messages: { saved: 'Page updated', failed: 'Failed to update page' },
  });
  const { isDirty } = form.formState;
  const content = useWatch({ control: form.control, name: 'content' });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="page-editor-heading"
        className={`${adminCardClass} min-w-0 space-y-5`}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="page-editor-heading" className="text-xl font-semibold text-white">
              Edit Page
            </h2>
            <p className="mt-1 text-xs text-slate-400">
              Last updated {updatedFormat.format(new Date(page.updated_at))}
            </p>
          </div>
          <div className="flex items-center gap-3">
            {page.is_published && (
              <a
                href={`/${page.slug}`}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 text-sm font-semibold text-amber-400 hover:text-amber-300"
              >
                View <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            )}
            <button type="submit" disabled={update.isPending} className={adminPrimaryButtonClass}>
              <Save aria-hidden="true" className="size-4" />
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </button>
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField name="title" label="Title" />
          <FormTextField
            name="slug"
            label="Slug"
            hint="Lowercase letters, digits and hyphens; the page lives at /slug"
          />
        </div>
        <div className="grid gap-4 xl:grid-cols-2">
          <FormTextAreaField name="content" label="Content" hint="HTML" rows={18} code />
          <PagePreview content={content} />
        </div>
        <FormCheckboxField name="is_published" label="Published" />
      </form>
    </FormProvider>
  );
}
