import { TriangleAlert } from 'lucide-react';
import type { SuggestionDetail } from '@contracts/contributions';
import { adminCardClass } from '@/components/admin/AdminPageHeader';
import { PhotoCredit, ResponsivePhoto } from '@/components/ResponsivePhoto';

/** The server's warnings, and that the place changed since the suggestion; never blocking. */
export function Warnings({ suggestion }: { suggestion: SuggestionDetail }) {
  const messages = suggestion.warnings.map((warning) => warning.message);
  if (suggestion.place_changed_since)
    messages.unshift('The place was edited after this suggestion was made: compare with the place as it is now.');
  if (messages.length === 0) return null;
  return (
    <ul
      aria-label="Warnings"
      className="space-y-1.5 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm text-amber-100"
    >
      {messages.map((message) => (
        <li key={message} className="flex gap-2">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
          {message}
        </li>
      ))}
    </ul>
  );
}

/** What the visitor said (their source, their reason) and the photo they offered; all plain text. */
export function VisitorNotes({ suggestion }: { suggestion: SuggestionDetail }) {
  if (!suggestion.source && !suggestion.reason && !suggestion.photo) return null;
  return (
    <section aria-labelledby="notes-heading" className={`${adminCardClass} space-y-3 text-sm`}>
      <h2 id="notes-heading" className="text-lg font-semibold text-white">
        From the visitor
      </h2>
      {suggestion.reason && (
        <p className="break-words whitespace-pre-line text-slate-200">
          <span className="font-semibold text-slate-400">Why: </span>
          {suggestion.reason}
        </p>
      )}
      {suggestion.source && (
        <p className="break-words whitespace-pre-line text-slate-200">
          <span className="font-semibold text-slate-400">Source: </span>
          {suggestion.source}
        </p>
      )}
      {suggestion.photo && (
        <figure className="space-y-2">
          <ResponsivePhoto
            photo={suggestion.photo}
            sizes="384px"
            className="aspect-video w-full max-w-sm rounded-lg object-cover"
          />
          <PhotoCredit photo={suggestion.photo} />
        </figure>
      )}
    </section>
  );
}
