import { foldText, type QueryTerm } from './query-terms.js';

/**
 * Highlighted fields are built here for every adapter: the text is escaped first and only
 * our own <mark> tags are added, so a client may render them as HTML.
 */
export type Range = [start: number, end: number];

const DESCRIPTION_CROP = 180;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Word spans of `text` that a query term matches: as a prefix, or a typo correction exactly. */
export function matchRanges(text: string, terms: QueryTerm[]): Range[] {
  const ranges: Range[] = [];
  for (const token of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const folded = foldText(token[0]);
    const hit = terms.some((t) => folded.startsWith(t.word) || t.corrections.includes(folded));
    if (!hit) continue;
    // Mark only the typed prefix of a word ("<mark>Godf</mark>ather"), like instant search UIs do.
    const prefix = terms.find((t) => folded.startsWith(t.word));
    const length = prefix && folded.length === token[0].length ? prefix.word.length : token[0].length;
    ranges.push([token.index, token.index + Math.max(length, 1)]);
  }
  return ranges;
}

export function renderHighlight(text: string | null | undefined, ranges: Range[], crop = 0): string {
  if (!text) return '';
  let start = 0;
  let end = text.length;
  if (crop > 0 && text.length > crop) {
    const first = ranges[0]?.[0] ?? 0;
    start = Math.max(0, Math.min(first - Math.floor(crop / 3), text.length - crop));
    start = start > 0 ? nextWordStart(text, start) : 0;
    end = Math.min(text.length, start + crop);
  }
  let html = start > 0 ? '…' : '';
  let cursor = start;
  for (const [from, to] of ranges) {
    if (to <= cursor || from >= end) continue;
    const a = Math.max(from, cursor);
    const b = Math.min(to, end);
    html += `${escapeHtml(text.slice(cursor, a))}<mark>${escapeHtml(text.slice(a, b))}</mark>`;
    cursor = b;
  }
  html += escapeHtml(text.slice(cursor, end));
  return end < text.length ? `${html.trimEnd()}…` : html;
}

export function highlightField(text: string | null | undefined, terms: QueryTerm[], crop = 0): string {
  return text ? renderHighlight(text, matchRanges(text, terms), crop) : '';
}

/**
 * Turns text marked by a search engine with sentinel characters into plain text + ranges,
 * so the engine's markup never reaches the client unescaped.
 */
export function parseMarked(marked: string, pre: string, post: string): { text: string; ranges: Range[] } {
  const ranges: Range[] = [];
  let text = '';
  let open = -1;
  for (const char of marked) {
    if (char === pre) open = text.length;
    else if (char === post && open >= 0) {
      ranges.push([open, text.length]);
      open = -1;
    } else text += char;
  }
  return { text, ranges };
}

export function renderMarked(marked: string | null | undefined, pre: string, post: string, crop = 0): string {
  if (!marked) return '';
  const { text, ranges } = parseMarked(marked, pre, post);
  return renderHighlight(text, ranges, crop);
}

export { DESCRIPTION_CROP };

function nextWordStart(text: string, from: number): number {
  const space = text.indexOf(' ', from);
  return space === -1 || space - from > 20 ? from : space + 1;
}
