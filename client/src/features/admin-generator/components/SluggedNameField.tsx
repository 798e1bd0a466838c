import { TextField } from '@/components/admin/fields';
import { previewSlug } from './slug';

/** A draft's title or a place's name across the card, with the slug it will be saved under (SPEC §5). */
export function SluggedNameField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      hint={`Slug: ${previewSlug(value)}`}
      className="sm:col-span-3"
    />
  );
}
