import { keptWords } from '../lib/kept-words';

/** The words the server left out to find something (match=last), and the way back to every word. */
export function RelaxedQueryNotice({
  query,
  ignoredWords,
  onSearchExactly,
}: {
  query: string;
  ignoredWords: string[];
  onSearchExactly: () => void;
}) {
  return (
    <p
      role="status"
      className="mb-6 rounded-lg border border-slate-800 bg-slate-900/60 px-4 py-3 text-sm text-slate-300"
    >
      Showing results for <strong className="text-white">{keptWords(query, ignoredWords)}</strong> without{' '}
      {ignoredWords.map((word, i) => (
        <span key={`${word}-${i}`}>
          {i > 0 && ', '}
          <s className="text-slate-400">{word}</s>
        </span>
      ))}
      .{' '}
      <button
        type="button"
        onClick={onSearchExactly}
        className="font-semibold text-amber-400 underline-offset-4 hover:underline focus-visible:underline"
      >
        Search exactly for “{query}”
      </button>
    </p>
  );
}
