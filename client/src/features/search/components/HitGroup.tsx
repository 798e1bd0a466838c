import type { Hit } from '../lib/instantsearch-types';
import { useHits } from 'react-instantsearch';
import { HitCard, type HitCardProps } from './HitCard';
import { matchedDescription, type WithHighlight } from './hit-highlight';

/** The server counts up to 1,000 matches (like Meilisearch's maxTotalHits). */
const countText = (total: number) => (total >= 1000 ? '1,000+ results' : total === 1 ? '1 result' : `${total} results`);

/**
 * Movies or Locations: a heading with the count, then a card per hit of the current index (none
 * at all without hits); `card` says what a hit's card shows, its matched description is added.
 */
export function HitGroup<T extends object>({
  title,
  card,
}: {
  title: string;
  card: (hit: Hit<WithHighlight<T>>) => Omit<HitCardProps, 'description'>;
}) {
  const { items, results } = useHits<WithHighlight<T>>();
  if (!results?.nbHits) return null;
  const id = `search-group-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <div className="flex items-baseline justify-between border-b border-slate-800 pb-3">
        <h2 id={id} className="font-display text-2xl font-bold text-white">
          {title}
        </h2>
        <p className="text-sm text-slate-400">{countText(results.nbHits)}</p>
      </div>
      <ul className="mt-4 grid gap-3" aria-label={title}>
        {items.map((hit) => (
          <HitCard key={hit.objectID} {...card(hit)} description={matchedDescription(hit)} />
        ))}
      </ul>
    </section>
  );
}
