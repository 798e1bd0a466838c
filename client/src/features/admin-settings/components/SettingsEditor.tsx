import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminSettings, SettingsInput } from '@contracts';
import { settingsSchema } from '@contracts/admin-rules';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { AdminPageHeader, adminPrimaryButtonClass } from '@/components/admin/AdminPageHeader';
import { TextAreaField, TextField } from '@/components/admin/fields';
import { ErrorState } from '@/components/ErrorState';
import { showServerFieldErrors } from '@/lib/field-errors';
import { useUnsavedChanges } from '@/lib/use-unsaved-changes';
import { useAdminSettings } from '../api/get-admin-settings';
import { useSaveSettings } from '../api/save-settings';
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
  const form = useForm<SettingsInput>({ resolver: zodResolver(settingsSchema), defaultValues: initial });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty && !save.isPending);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success('Settings saved successfully');
    } catch (error) {
      console.error('Failed to save settings', error);
      showServerFieldErrors(error, form.setError);
      toast.error('Failed to save settings');
    }
  });

  return (
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
        <TextField label="Site Title" error={errors.site_title?.message} {...form.register('site_title')} />
        <TextAreaField
          label="Site Description"
          rows={3}
          error={errors.site_description?.message}
          {...form.register('site_description')}
        />
        <TextField
          label="Meta Keywords"
          hint="Comma-separated"
          error={errors.meta_keywords?.message}
          {...form.register('meta_keywords')}
        />
      </SettingsCard>
      <SocialLinksCard register={form.register} errors={errors} />
      <SettingsCard
        title="Ad Network Settings"
        description="An ad shows only where both the client ID and its slot are set."
      >
        <TextField
          label="Client ID"
          placeholder="ca-pub-1234567890123456"
          error={errors.adsense_client_id?.message}
          {...form.register('adsense_client_id')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Home Banner"
            inputMode="numeric"
            error={errors.adsense_slots?.home_banner?.message}
            {...form.register('adsense_slots.home_banner')}
          />
          <TextField
            label="Sidebar"
            inputMode="numeric"
            error={errors.adsense_slots?.sidebar?.message}
            {...form.register('adsense_slots.sidebar')}
          />
          <TextField
            label="Content"
            inputMode="numeric"
            error={errors.adsense_slots?.content?.message}
            {...form.register('adsense_slots.content')}
          />
        </div>
      </SettingsCard>
      <SettingsCard
        title="Custom Scripts"
        description="Stored as written and added to public pages only — never to the admin area or the sign-in pages."
      >
        <TextAreaField
          label="Header Scripts"
          hint="Added to the head section"
          rows={6}
          code
          error={errors.header_scripts?.message}
          {...form.register('header_scripts')}
        />
        <TextAreaField
          label="Footer Scripts"
          hint="Added at the end of the body"
          rows={6}
          code
          error={errors.footer_scripts?.message}
          {...form.register('footer_scripts')}
        />
      </SettingsCard>
    </form>
  );
}
