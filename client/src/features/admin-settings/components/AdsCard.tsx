import { FormTextField } from '@/components/admin/form-fields';
import { SettingsCard } from './SettingsCard';

/** The ad slots, each a numeric AdSense slot id. */
const SLOTS = [
  { key: 'home_banner', label: 'Home Banner' },
  { key: 'sidebar', label: 'Sidebar' },
  { key: 'content', label: 'Content' },
] as const;

/** The ad network's client id and the slot of each place an ad can show. */
export function AdsCard() {
  return (
    <SettingsCard
      title="Ad Network Settings"
      description="An ad shows only where both the client ID and its slot are set."
    >
      <FormTextField name="adsense_client_id" label="Client ID" placeholder="ca-pub-1234567890123456" />
      <div className="grid gap-4 sm:grid-cols-3">
        {SLOTS.map(({ key, label }) => (
          <FormTextField key={key} name={`adsense_slots.${key}`} label={label} inputMode="numeric" />
        ))}
      </div>
    </SettingsCard>
  );
}
