/** A lexeme of a tsvector with its positions; each position is `pos * 4 + weight` (D 0, C 1, B 2, A 3). */
export interface Lexeme {
  text: string;
  positions: number[];
}

const WEIGHT_CODE: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };
/** A lexeme without positions ranks as one at the last possible position (tsrank.c's POSNULL). */
const MAX_POSITION = 16383;

/**
 * Parses PostgreSQL's text output of a tsvector (`'ghost':1A,4C 'rome':3B`). Lexemes come out in
 * the tsvector's own order (byte-wise, a prefix first), which ranking and prefix lookups rely on.
 * Inside quotes a quote is doubled and a backslash escapes the next character.
 */
export function parseTsvector(text: string): Lexeme[] {
  const lexemes: Lexeme[] = [];
  const escapes = text.includes('\\');
  let i = 0;
  while (i < text.length) {
    if (text[i] !== "'") {
      i++;
      continue;
    }
    let word = '';
    i++;
    const close = text.indexOf("'", i);
    if (!escapes && close >= 0 && text[close + 1] !== "'") {
      word = text.slice(i, close); // the common case, nothing escaped: one slice, not a string per character
      i = close;
    }
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '\\') word += text[++i];
      else if (c === "'" && text[i + 1] === "'") word += text[i++];
      else if (c === "'") break;
      else word += c;
    }
    i++;
    const positions: number[] = [];
    if (text[i] === ':') {
      i++;
      while (i < text.length && text[i] !== ' ') {
        let pos = 0;
        while (text[i] >= '0' && text[i] <= '9') pos = pos * 10 + (text.charCodeAt(i++) - 48);
        const weight = WEIGHT_CODE[text[i]];
        if (weight !== undefined) i++;
        positions.push(pos * 4 + (weight ?? 0));
        if (text[i] === ',') i++;
      }
    } else {
      positions.push(MAX_POSITION * 4);
    }
    lexemes.push({ text: word, positions });
  }
  return lexemes;
}
