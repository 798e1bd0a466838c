import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** The admin screens' text inputs and selects outside a form's fields (search boxes, filters). */
export const adminControlClass =
  'h-10 w-full rounded-lg border border-slate-700 bg-slate-950/60 px-3 text-sm text-white placeholder:text-slate-500 outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30';

interface Props {
  id: string;
  label: string;
  /** A visible label above the box (in a row of filters); else it is for screen readers only. */
  showLabel?: boolean;
  placeholder: string;
  /** The search the list shows now (the URL's ?q). */
  query: string;
  /** Called with the text once typing has settled for 300 ms, when it differs from `query`. */
  onSearch: (q: string) => void;
  className?: string;
}

/** A list's search box: typing is kept here and only a settled text reaches the URL and the server. */
export function AdminSearchInput({ id, label, showLabel = false, placeholder, query, onSearch, className }: Props) {
  const [text, setText] = useState(query);
  const q = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (q !== query) onSearch(q);
    // Only a settled search text changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);
  return (
    <div className={className}>
      <label htmlFor={id} className={showLabel ? 'block text-sm font-medium text-slate-200' : 'sr-only'}>
        {label}
      </label>
      <div className={`relative ${showLabel ? 'mt-1.5' : ''}`}>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={`${adminControlClass} pl-9`}
        />
      </div>
    </div>
  );
}
