import type { ReactNode } from 'react';

export interface SideListItem {
  id: string;
  title: string;
  /** The second line (a page's path, a slider's code). */
  detail: ReactNode;
}

/**
 * The list beside an editor that chooses what it edits (pages, sliders): one button an item, the
 * chosen one marked for screen readers (aria-current) and by its ring.
 */
export function AdminSideList({
  label,
  items,
  selectedId,
  onSelect,
}: {
  label: string;
  items: SideListItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              className={`w-full rounded-lg px-3 py-2 text-left transition ${
                item.id === selectedId ? 'bg-amber-500/15 ring-1 ring-amber-500/40' : 'hover:bg-slate-800'
              }`}
            >
              <span className="block truncate font-medium text-white">{item.title}</span>
              <span className="block truncate text-xs text-slate-400">{item.detail}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
