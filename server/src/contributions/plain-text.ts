/**
 * Visitors' text is stored as plain text and shown as text: markup is refused rather than
 * silently stripped, so the visitor sees why their words were not taken as written. A `<` before
 * a letter, `/`, `!` or `?` is the start of a tag, comment or processing instruction; "a < b" is
 * still allowed.
 */
const MARKUP = /<[a-zA-Z/!?]|&#?[a-zA-Z0-9]+;/;
/** Control characters other than tab and line breaks. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasMarkup(text: string): boolean {
  return MARKUP.test(text) || CONTROL.test(text);
}

/**
 * A source written as a link must be an http(s) one: the place page turns it into a link, and a
 * `javascript:` or `data:` address must never get there. Plain words ("the DVD commentary") pass.
 */
export function isUnsafeLink(text: string): boolean {
  const scheme = /^\s*([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase();
  if (!scheme) return false;
  if (scheme === 'http' || scheme === 'https') return false;
  // "Note: seen in the trailer" is words, not an address: only a scheme right before // or a
  // known script scheme counts as a link.
  return /^\s*[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(text) || ['javascript', 'data', 'vbscript', 'file'].includes(scheme);
}
