import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import ts from 'typescript';

/**
 * One writer per table (ARCHITECTURE.md, Data access): the module that owns a table is the only
 * code that writes it, so slug history, audit, outbox events (and through them the search index
 * and the sitemap) happen in one place. Other modules — the generator, the CSV import, the demo
 * seed — call the owner's service, passing their transaction's manager.
 *
 * Every table, with the module (folder of server/src) that writes it. A new table goes here.
 */
const TABLE_OWNERS: Record<string, string> = {
  movies: 'movies',
  locations: 'locations',
  reviews: 'reviews',
  review_reports: 'reviews',
  pages: 'pages',
  settings: 'settings',
  sliders: 'sliders',
  slides: 'sliders',
  users: 'users',
  refresh_sessions: 'auth',
  auth_tokens: 'auth',
  rate_limit_hits: 'auth',
  outbox: 'events',
  audit_log: 'audit',
  generations: 'generation',
  generation_token_usage: 'generation',
  photos: 'media',
  queued_jobs: 'jobs',
  slug_redirects: 'slug-redirects',
  deleted_slugs: 'slug-redirects',
  search_changes: 'search',
  search_change_horizon: 'search',
  trips: 'trips',
  trip_stops: 'trips',
  saved_places: 'trips',
  location_suggestions: 'contributions',
  import_runs: 'location-import',
};

/**
 * Columns a module keeps in another module's table. The search migration added `movie_title` to
 * locations (a copy of the movie's title that one search vector covers); its trigger keeps it and
 * the PostgreSQL search adapter repairs rows loaded around the trigger.
 */
const COLUMN_OWNERS: Record<string, string> = { 'locations.movie_title': 'search' };

/** TypeORM calls that write rows (EntityManager, Repository and query builder). */
const WRITE_METHODS = new Set([
  'save',
  'insert',
  'update',
  'upsert',
  'delete',
  'remove',
  'softDelete',
  'softRemove',
  'restore',
  'recover',
  'increment',
  'decrement',
  'clear',
  'into',
]);

/** `${…}` in a template: a table named by it cannot be attributed, which the check reports. */
const COMPUTED = '\u0001';

interface TableWrite {
  file: string;
  line: number;
  table: string;
  /** The columns an UPDATE sets, when it is SQL text. */
  columns?: string[];
}

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folder under server/src a file belongs to ('' for the entry points at its root). */
const moduleOf = (file: string) => (file.includes('/') ? file.split('/')[0] : '');

function sourceFiles(dir = SERVER_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(SERVER_SRC, full).split(path.sep).join('/')] : [];
  });
}

/** Schema changes live in migrations; tests write whatever they set up. Neither is a writer of rows. */
/**
 * Migrations make the schema, and a restore (database/backup.ts) replaces the whole database at
 * once, every table alike: neither is one module writing another's rows.
 */
const isApplicationCode = (file: string) =>
  !file.endsWith('.spec.ts') && !file.startsWith('database/migrations/') && file !== 'database/backup.ts';

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Entity class name → table, from `@Entity('table')`. */
function entityTables(files: { file: string; source: ts.SourceFile }[]): Map<string, { table: string; file: string }> {
  const entities = new Map<string, { table: string; file: string }>();
  for (const { file, source } of files) {
    walk(source, (node) => {
      if (!ts.isClassDeclaration(node) || !node.name) return;
      for (const decorator of ts.getDecorators(node) ?? []) {
        const call = decorator.expression;
        if (!ts.isCallExpression(call) || call.expression.getText() !== 'Entity') continue;
        const [name] = call.arguments;
        if (name && ts.isStringLiteral(name)) entities.set(node.name.text, { table: name.text, file });
      }
    });
  }
  return entities;
}

/** The text of a string or template literal, `${…}` replaced by COMPUTED. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => COMPUTED + span.literal.text).join('');
  return null;
}

const TABLE_NAME = `("?[\\w.${COMPUTED}]+"?)`;
const INSERT_OR_DELETE = new RegExp(
  `\\b(?:INSERT\\s+INTO|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+(?:ONLY\\s+)?${TABLE_NAME}`,
  'gi',
);
// `FOR UPDATE`, `FOR NO KEY UPDATE` lock rows, `ON CONFLICT … DO UPDATE SET` belongs to an INSERT.
const UPDATE = new RegExp(
  `(?<!\\b(?:FOR|KEY|DO)\\s+)\\bUPDATE\\s+(?:ONLY\\s+)?${TABLE_NAME}(?:\\s+(?:AS\\s+)?\\w+)?\\s+SET\\s+([\\s\\S]*?)(?=\\bFROM\\b|\\bWHERE\\b|\\bRETURNING\\b|$)`,
  'gi',
);

const unquote = (name: string) => name.replace(/"/g, '').replace(/^public\./, '');

/** The column names of `a = …, "b" = …` (commas inside parentheses belong to the values). */
function assignedColumns(assignments: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of assignments) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => unquote(part.split('=')[0].trim()));
}

function sqlWrites(sql: string): Omit<TableWrite, 'file' | 'line'>[] {
  const writes: Omit<TableWrite, 'file' | 'line'>[] = [];
  for (const match of sql.matchAll(INSERT_OR_DELETE)) writes.push({ table: unquote(match[1]) });
  for (const match of sql.matchAll(UPDATE))
    writes.push({ table: unquote(match[1]), columns: assignedColumns(match[2]) });
  return writes;
}

/** Names in a file that hold a TypeORM Repository of an entity: `x: Repository<Movie>`, `= m.getRepository(Movie)`. */
function repositoryNames(source: ts.SourceFile, entities: Map<string, unknown>): Map<string, string> {
  const names = new Map<string, string>();
  walk(source, (node) => {
    if (!(ts.isParameter(node) || ts.isPropertyDeclaration(node) || ts.isVariableDeclaration(node))) return;
    if (!ts.isIdentifier(node.name)) return;
    const entity = repositoryEntity(node.type) ?? (node.initializer && getRepositoryEntity(node.initializer));
    if (entity && entities.has(entity)) names.set(node.name.text, entity);
  });
  return names;
}

function repositoryEntity(type: ts.TypeNode | undefined): string | undefined {
  if (!type || !ts.isTypeReferenceNode(type) || type.typeName.getText() !== 'Repository') return undefined;
  return type.typeArguments?.[0]?.getText();
}

function getRepositoryEntity(expression: ts.Expression): string | undefined {
  if (!ts.isCallExpression(expression) || !ts.isPropertyAccessExpression(expression.expression)) return undefined;
  if (expression.expression.name.text !== 'getRepository') return undefined;
  return expression.arguments[0]?.getText();
}

/** The entity a TypeORM write call writes, when the code names it. */
function typeormWriteEntity(call: ts.CallExpression, repositories: Map<string, string>): string | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const method = callee.name.text;
  const first = call.arguments[0];
  // manager.save(Movie, …), queryBuilder.update(Movie), insert().into(Movie), delete().from(Movie)
  const deleteFrom = method === 'from' && /\.delete\(\)\s*$/.test(callee.expression.getText());
  if (!WRITE_METHODS.has(method) && !deleteFrom) return undefined;
  if (first && ts.isIdentifier(first) && /^[A-Z]/.test(first.text)) return first.text;
  // manager.getRepository(Movie).save(…), this.movies.save(…) where movies: Repository<Movie>
  const receiver = callee.expression;
  const viaGetRepository = getRepositoryEntity(receiver);
  if (viaGetRepository) return viaGetRepository;
  const name = ts.isPropertyAccessExpression(receiver) ? receiver.name.text : receiver.getText();
  return repositories.get(name);
}

function writesIn(
  file: string,
  source: ts.SourceFile,
  entities: Map<string, { table: string; file: string }>,
): TableWrite[] {
  const writes: TableWrite[] = [];
  const repositories = repositoryNames(source, entities);
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  walk(source, (node) => {
    const text = literalText(node);
    if (text !== null) for (const write of sqlWrites(text)) writes.push({ file, line: lineOf(node), ...write });
    if (!ts.isCallExpression(node)) return;
    const entity = typeormWriteEntity(node, repositories);
    const table = entity && entities.get(entity)?.table;
    if (table) writes.push({ file, line: lineOf(node), table });
  });
  return writes;
}

/** What breaks the rule: a write of a table (or of columns) that the writing file's module does not own. */
function foreignWrite(write: TableWrite): string | null {
  const writer = moduleOf(write.file);
  const where = `${write.file}:${write.line}`;
  if (write.table.includes(COMPUTED)) return `${where} writes a table whose name is computed`;
  const owner = TABLE_OWNERS[write.table];
  if (!owner) return `${where} writes ${write.table}, which has no owner in TABLE_OWNERS`;
  if (owner === writer) return null;
  const columnsOwned = write.columns?.every((column) => COLUMN_OWNERS[`${write.table}.${column}`] === writer);
  return columnsOwned ? null : `${where} writes ${write.table}, which ${owner}/ owns`;
}

function scan(sources: { file: string; text: string }[]): {
  writes: TableWrite[];
  entities: Map<string, { table: string; file: string }>;
} {
  const parsed = sources.map(({ file, text }) => ({ file, source: parse(file, text) }));
  const entities = entityTables(parsed);
  const writes = parsed
    .filter(({ file }) => isApplicationCode(file))
    .flatMap(({ file, source }) => writesIn(file, source, entities));
  return { writes, entities };
}

describe('table ownership', () => {
  const sources = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(SERVER_SRC, file), 'utf8') }));
  const { writes, entities } = scan(sources);

  it('lets only the owning module write a table', () => {
    expect(writes.map(foreignWrite).filter(Boolean)).toEqual([]);
  });

  it('names the module of each entity as the owner of its table', () => {
    const mismatched = [...entities].filter(([, { table, file }]) => TABLE_OWNERS[table] !== moduleOf(file));
    expect(
      mismatched.map(
        ([name, { table, file }]) =>
          `${name} (${table}) lives in ${moduleOf(file)}/ but TABLE_OWNERS names ${TABLE_OWNERS[table] ?? 'no owner'}`,
      ),
    ).toEqual([]);
  });

  it('sees the writes of the owners themselves', () => {
    const writers = (table: string) => new Set(writes.filter((w) => w.table === table).map((w) => moduleOf(w.file)));
    for (const table of ['movies', 'locations', 'pages', 'slides', 'outbox', 'slug_redirects'])
      expect(writers(table)).toContain(TABLE_OWNERS[table]);
  });

  describe('finds a foreign write', () => {
    const entityFile = { file: 'movies/movie.entity.ts', text: "@Entity('movies') export class Movie {}" };
    const problems = (file: string, text: string) => scan([entityFile, { file, text }]).writes.map(foreignWrite);

    it.each([
      ['raw SQL', 'm.query(`INSERT INTO movies (slug) VALUES ($1)`, [s]);'],
      ['an UPDATE with an alias', "m.query('UPDATE movies m SET title = $2 WHERE m.id = $1');"],
      ['a DELETE', 'm.query("DELETE FROM movies WHERE id = $1");'],
      ['an EntityManager call', 'manager.save(Movie, row);'],
      ['a getRepository call', 'manager.getRepository(Movie).update({ id }, fields);'],
      [
        'an injected Repository',
        'class R { constructor(private readonly rows: Repository<Movie>) {} go() { return this.rows.delete({}); } }',
      ],
      ['a query builder', 'ds.createQueryBuilder().insert().into(Movie).values(v).execute();'],
    ])('in %s', (_kind, text) => {
      expect(problems('generation/generation.repository.ts', text)).toEqual([
        expect.stringMatching(/^generation\/generation\.repository\.ts:1 writes movies, which movies\/ owns$/),
      ]);
    });

    it('and a table the map does not know', () => {
      expect(problems('movies/x.ts', "q('INSERT INTO wishlists (id) VALUES (1)')")).toEqual([
        'movies/x.ts:1 writes wishlists, which has no owner in TABLE_OWNERS',
      ]);
    });

    it('but not a read, a row lock, an upsert of the own table or a Map', () => {
      const text = [
        "q('SELECT id FROM movies WHERE id = $1 FOR UPDATE SKIP LOCKED');",
        "q('INSERT INTO audit_log (id) VALUES (1) ON CONFLICT (id) DO UPDATE SET id = 1');",
        'seen.delete(key); manager.findOne(Movie, {});',
      ].join('\n');
      expect(problems('audit/audit.repository.ts', text)).toEqual([null]);
    });

    it('but not the columns a module owns in another table', () => {
      const repair = "q('UPDATE locations l SET movie_title = m.title FROM movies m WHERE m.id = l.movie_id')";
      expect(problems('search/postgres/x.ts', repair)).toEqual([null]);
      expect(problems('search/postgres/x.ts', repair.replace('movie_title', 'name'))).toEqual([
        'search/postgres/x.ts:1 writes locations, which locations/ owns',
      ]);
    });
  });
});
