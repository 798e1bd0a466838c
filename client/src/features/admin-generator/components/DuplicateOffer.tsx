/** The draft duplicates a movie already saved: offer to add its places to that movie (checked at first). */
export function DuplicateOffer({
  title,
  reason,
  checked,
  onChange,
}: {
  title: string;
  reason: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div role="status" className="rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm text-amber-200">
      <p>
        A movie like this exists already: <strong>{title}</strong> ({reason}).
      </p>
      <label className="mt-2 flex items-center gap-2">
        <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        Add the new places to {title} instead of creating a second movie
      </label>
    </div>
  );
}
