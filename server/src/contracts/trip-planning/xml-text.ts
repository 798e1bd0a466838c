/**
 * Characters XML 1.0 cannot carry at all, even escaped: C0 controls other than tab and line
 * breaks, lone surrogates, U+FFFE and U+FFFF. A note pasted with one would make the whole file
 * unreadable to the map app, so they are dropped.
 */
const NOT_IN_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or a quoted attribute. */
export const xmlText = (text: string): string =>
  text.replace(NOT_IN_XML, '').replace(/[&<>"']/g, (char) => ENTITIES[char]);

/** `<name>text</name>`, or nothing for an absent or empty value (optional elements are left out, not left empty). */
export const xmlElement = (name: string, text: string | undefined): string =>
  text ? `<${name}>${xmlText(text)}</${name}>` : '';

/** Degrees with 7 decimals (about 1 cm), never in exponent form, which xsd:decimal does not allow. */
export const degrees = (value: number): string => String(Number(value.toFixed(7)));
