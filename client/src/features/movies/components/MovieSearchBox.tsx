import { Search, X } from 'lucide-react';
import { useId } from 'react';

export function MovieSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="relative w-full md:max-w-md">
      <label htmlFor={id} className="sr-only">
        Search movies
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Search by title, director or description..."
        autoComplete="off"
        spellCheck={false}
        className="h-12 w-full rounded-xl border border-slate-700 bg-slate-900/80 pr-11 pl-12 text-base text-white placeholder:text-slate-500 shadow-inner shadow-black/20 transition outline-none focus:border-amber-500 focus:ring-2 focus:ring-amber-500/30 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-lg text-slate-400 transition hover:bg-slate-800 hover:text-white"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
