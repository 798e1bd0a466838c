import { Search, X } from 'lucide-react';
import { useId } from 'react';

interface Props {
  /** The input's accessible name (visually hidden). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  size?: 'md' | 'lg';
  maxLength?: number;
  /** For pages whose whole purpose is typing a query (/search). */
  autoFocus?: boolean;
}

const sizes = {
  md: { input: 'h-12 pr-11 text-base', clear: 'right-2' },
  lg: { input: 'h-14 pr-12 text-lg', clear: 'right-3' },
};

/** A search input with a leading icon and a 'Clear search' button while it holds text. */
export function SearchBox({ label, value, onChange, placeholder, size = 'md', maxLength, autoFocus }: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        // The search page exists to type a query; elsewhere the box waits to be chosen.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={autoFocus}
        maxLength={maxLength}
        className={`${sizes[size].input} w-full rounded-xl border border-slate-700 bg-slate-900/80 pl-12 text-white placeholder:text-slate-500 shadow-inner shadow-black/20 transition outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 [&::-webkit-search-cancel-button]:hidden`}
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className={`absolute top-1/2 ${sizes[size].clear} flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-400 transition hover:bg-slate-800 hover:text-white`}
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </>
  );
}
