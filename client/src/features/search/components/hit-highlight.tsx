import type { Hit } from '../lib/instantsearch-types';
import { Highlight } from 'react-instantsearch';

/** Highlight-only attributes (description, movie_title) are named so <Highlight attribute> accepts them. */
export type WithHighlight<T> = T & {
  objectID: string;
  description?: string;
  movie_title?: string;
  _highlightResult: Record<string, { value: string }>;
};

const markClass = { highlighted: 'rounded-sm bg-amber-400/25 px-0.5 text-amber-100' };

/** A hit's attribute as text, its matched words marked (text nodes only, never HTML). */
export function Marked<T extends WithHighlight<object>>({
  hit,
  attribute,
}: {
  hit: Hit<T>;
  attribute: keyof T & string;
}) {
  return <Highlight hit={hit} attribute={attribute} classNames={markClass} />;
}

/** The description, only when it matched: the card then shows why the hit is there. */
export const matchedDescription = <T extends WithHighlight<object>>(hit: Hit<T>) =>
  hit._highlightResult.description?.value ? <Marked hit={hit} attribute="description" /> : undefined;
