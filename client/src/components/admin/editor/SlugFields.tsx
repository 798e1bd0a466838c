import { FormTextField } from '../form-fields';

/**
 * The field a record is named by and its slug beside it (SPEC §5): a new record's slug follows the
 * name until edited (useRecordEditor), and renaming keeps the old one redirecting, which the hint says.
 */
export function SlugFields({ source, label, address }: { source: string; label: string; address: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormTextField name={source} label={label} autoComplete="off" />
      <FormTextField name="slug" label="Slug" hint={`${address}. An old slug keeps redirecting here.`} />
    </div>
  );
}
