// The bench's 200 queries: what visitors type, built deterministically from real and synthetic titles.
const QUERY_COUNT = 200;

function prng(seed) {
  return () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

function typo(word, random) {
  const i = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

export function buildQueries(movies, count = QUERY_COUNT) {
  const random = prng(7);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const words = (title) => title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const queries = [];
  const countries = ['France', 'italy', 'UNITED STATES', 'japan', 'Spain'];
  while (queries.length < count) {
    const movie = pick(movies);
    const long = words(movie.title).filter((w) => w.length >= 5);
    const kind = queries.length % 5;
    if (kind === 0 && long.length)
      queries.push({ q: long[0].slice(0, 3 + Math.floor(random() * 3)), tab: 'all', kind: 'prefix' });
    else if (kind === 1 && long.length) queries.push({ q: typo(pick(long), random), tab: 'all', kind: 'typo' });
    else if (kind === 2 && words(movie.title).length >= 2)
      queries.push({ q: words(movie.title).slice(0, 2).join(' '), tab: 'all', kind: 'multi-word' });
    else if (kind === 3 && long.length && movie.year)
      queries.push({ q: pick(long), tab: 'movies', year: movie.year, kind: 'year filter' });
    else if (kind === 4 && long.length)
      queries.push({ q: pick(long).slice(0, 4), tab: 'locations', country: pick(countries), kind: 'country filter' });
  }
  // `kind` labels the query class for per-class timings; it is not part of SearchQuery.
  return queries.map(({ kind, ...q }) => ({ kind, query: { limit: 20, offset: 0, ...q } }));
}
