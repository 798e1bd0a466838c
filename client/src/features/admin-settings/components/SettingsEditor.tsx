import type { AdminSettings } from '@contracts';
import { settingsSchema } from '@contracts/admin-rules';
import { Save } from 'lucide-react';
import { FormProvider } from 'react-hook-form';
import { AdminPageHeader, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { FormTextAreaField, FormTextField } from '@/components/admin/form-fields';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { ErrorState } from '@/components/ErrorState';
import { useAdminSettings } from '../api/get-admin-settings';
import { useSaveSettings } from '../api/save-settings';
import { AdsCard } from './AdsCard';
import { SettingsCard } from './SettingsCard';
import { SocialLinksCard } from './SocialLinksCard';

/** SPEC §2 Admin: Site Settings — loading, editable, saving (§4). */
export function SettingsEditor() {
  const settings = useAdminSettings();
  if (settings.isPending) {
    return (
      <p role="status" className="py-10 text-slate-300">
        Loading settings...
      </p>
    );
  }
  if (settings.isError)
    return <ErrorState title="Settings could not be loaded" onRetry={() => void settings.refetch()} />;
  // Keyed by the loaded values: after the refetch that follows a save, the form starts clean from them.
  return <SettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: AdminSettings }) {
  const save = useSaveSettings();
  const { form, onSubmit } = useAdminForm({
    schema: settingsSchema,
    defaultValues: initial,
    save: (values) => save.mutateAsync(values),
    saving: save.isPending,
    messages: { saved: 'Settings saved successfully', failed: 'Failed to save settings' },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-6">
        <AdminPageHeader
          title="Site Settings"
          description="Title, search-engine text, social links, ads and custom scripts for the public site."
          actions={
            <button type="submit" disabled={save.isPending} className={adminPrimaryButtonClass}>
              <Save aria-hidden="true" className="size-4" />
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </button>
          }
        />
        <SettingsCard title="General Settings">
          <FormTextField name="site_title" label="Site Title" />
          <FormTextAreaField name="site_description" label="Site Description" rows={3} />
          <FormTextField name="meta_keywords" label="Meta Keywords" hint="Comma-separated" />
        </SettingsCard>
        <SocialLinksCard />
        <AdsCard />
        <SettingsCard
          title="Custom Scripts"
          description="Stored as written and added to public pages only — never to the admin area or the sign-in pages."
        >
          <FormTextAreaField
            name="header_scripts"
            label="Header Scripts"
            hint="Added to the head section"
            rows={6}
            code
          />
          <FormTextAreaField
            name="footer_scripts"
            label="Footer Scripts"
            hint="Added at the end of the body"
            rows={6}
            code
          />
        </SettingsCard>
      </form>
    </FormProvider>
  );
}
