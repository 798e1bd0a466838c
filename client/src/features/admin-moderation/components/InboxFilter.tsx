import { MODERATION_ITEM_KINDS, SUGGESTION_KIND_LABELS, type ModerationItemKind } from '@contracts/contributions';

const KIND_LABELS: Record<ModerationItemKind, string> = {
  ...SUGGESTION_KIND_LABELS,
  new_place: 'New places',
  correction: 'Corrections',
  photo: 'Photos',
  reported_review: 'Reported reviews',
};

const FILTERS: { kind: ModerationItemKind | null; label: string }[] = [
  { kind: null, label: 'Everything' },
  ...MODERATION_ITEM_KINDS.map((kind) => ({ kind, label: KIND_LABELS[kind] })),
];

/** Which kinds the inbox lists: everything, or one kind. */
export function InboxFilter({
  kind,
  onKind,
}: {
  kind: ModerationItemKind | null;
  onKind: (kind: ModerationItemKind | null) => void;
}) {
  return (
    <nav aria-label="Which kinds" className="flex flex-wrap gap-2">
      {FILTERS.map((filter) => (
        <button
          key={filter.label}
          type="button"
          aria-pressed={filter.kind === kind}
          onClick={() => onKind(filter.kind)}
          className={`rounded-full px-4 py-1.5 text-sm font-semibold transition ${
            filter.kind === kind
              ? 'bg-amber-500 text-slate-950'
              : 'border border-slate-700 text-slate-300 hover:border-amber-500/60 hover:text-white'
          }`}
        >
          {filter.label}
        </button>
      ))}
    </nav>
  );
}
