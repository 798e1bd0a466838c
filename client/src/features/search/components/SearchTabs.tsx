import { useRef, type KeyboardEvent } from 'react';
import type { SearchTab } from '@contracts';
import { SEARCH_TABS } from '../lib/search-url';

export const RESULTS_PANEL_ID = 'search-results';

/** All Results / Movies / Locations (SPEC §2). Arrow keys move between tabs (WAI-ARIA tabs pattern). */
export function SearchTabs({ value, onChange }: { value: SearchTab; onChange: (tab: SearchTab) => void }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + SEARCH_TABS.length) % SEARCH_TABS.length;
    refs.current[next]?.focus();
    onChange(SEARCH_TABS[next].value);
  };
  return (
    <div
      role="tablist"
      aria-label="Result type"
      className="flex gap-1 rounded-xl border border-slate-800 bg-slate-900/60 p-1"
    >
      {SEARCH_TABS.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`search-tab-${tab.value}`}
            aria-selected={selected}
            aria-controls={RESULTS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold transition ${
              selected ? 'bg-amber-500 text-slate-950 shadow' : 'text-slate-300 hover:bg-slate-800 hover:text-white'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
