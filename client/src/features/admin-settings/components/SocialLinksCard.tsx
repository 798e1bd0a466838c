import { SOCIAL_NETWORKS } from '@contracts';
import { FormTextField } from '@/components/admin/form-fields';
import { SettingsCard } from './SettingsCard';

const PLACEHOLDERS = {
  instagram: 'https://www.instagram.com/yoursite',
  x: 'https://x.com/yoursite',
  facebook: 'https://www.facebook.com/yoursite',
} as const;

/** The footer's links to the site's own profiles; an empty one hides its icon. */
export function SocialLinksCard() {
  return (
    <SettingsCard
      title="Social Links"
      description="The footer's icons link to these profiles (https:// addresses). Leave one empty to hide its icon."
    >
      <div className="grid gap-4 lg:grid-cols-3">
        {SOCIAL_NETWORKS.map(({ key, label }) => (
          <FormTextField
            key={key}
            name={`social_links.${key}`}
            label={label}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={PLACEHOLDERS[key]}
          />
        ))}
      </div>
    </SettingsCard>
  );
}
