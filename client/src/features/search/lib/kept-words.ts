/** The query as typed minus the left-out words (the server names them folded, as it matched them). */
export function keptWords(query: string, ignoredWords: string[]): string {
  const left = [...ignoredWords];
  return query
    .split(/\s+/)
    .filter((word) => {
      const at = left.indexOf(fold(word).replace(/[^\p{L}\p{N}]+/gu, ''));
      if (at === -1) return true;
      left.splice(at, 1);
      return false;
    })
    .join(' ');
}

const fold = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
