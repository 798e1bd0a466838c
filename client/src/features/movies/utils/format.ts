/** Splits stored plain text into paragraphs on blank lines (descriptions keep their breaks). */
export function toParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export const pluralize = (count: number, singular: string, plural = `${singular}s`) =>
  `${count} ${count === 1 ? singular : plural}`;

export function formatPlace(parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part && part.trim()).join(', ');
}
