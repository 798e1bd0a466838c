/**
 * A string value in a Meilisearch filter. v1.12's filter parser unescapes only `\"` inside a
 * quoted value and keeps every other backslash as it is, so only the quote is escaped; a trailing
 * backslash would escape the closing quote, so trailing backslashes are dropped.
 */
export function quote(value: string): string {
  return `"${value.replace(/\\+$/, '').replace(/"/g, '\\"')}"`;
}
