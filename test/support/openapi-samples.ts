/**
 * What the app's OpenAPI document (/api/docs-json) says about each route's input: its query keys and
 * its body's schema, and a body that schema accepts. The document is generated from the same DTOs and
 * zod schemas that check requests, so a new route or field is described here without a test's help.
 */
interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  items?: Schema;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** The operation documenting an Express-style route (`/api/trips/:tripId` is `/api/trips/{tripId}`). */
function operationOf(doc: OpenApiDocument, method: string, path: string): Operation | undefined {
  return doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
}

export function queryKeysOf(doc: OpenApiDocument, method: string, path: string): string[] {
  return (operationOf(doc, method, path)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
}

export function bodySchemaOf(doc: OpenApiDocument, method: string, path: string): Schema | undefined {
  const content = operationOf(doc, method, path)?.requestBody?.content;
  return content?.['application/json']?.schema;
}

/**
 * A value `schema` accepts: null where it may be null, the first of an enum, the smallest number in
 * range, a slug-shaped or long-enough text; `named` gives real values for fields that must name a row.
 */
export function sampleOf(
  doc: OpenApiDocument,
  schema: Schema,
  named: Record<string, unknown> = {},
  name?: string,
): unknown {
  if (schema.$ref) return sampleOf(doc, doc.components?.schemas?.[schema.$ref.split('/').pop()!] ?? {}, named, name);
  if (name !== undefined && name in named) return named[name];
  if (schema.nullable) return null;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(doc, schema.anyOf[0], named, name);
  switch (schema.type) {
    case 'object': {
      const keys = schema.required ?? Object.keys(schema.properties ?? {});
      return Object.fromEntries(keys.map((key) => [key, sampleOf(doc, schema.properties?.[key] ?? {}, named, key)]));
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 1 }, () => sampleOf(doc, schema.items ?? {}, named));
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? Infinity);
    case 'boolean':
      return true;
    case 'string':
      return sampleText(schema);
    default:
      return 'sample';
  }
}

function sampleText(schema: Schema): string {
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return 'someone@example.com';
  if (schema.format === 'date') return '2024-05-01';
  if (schema.pattern?.includes('[a-z0-9]+(-[a-z0-9]+)*')) return 'a-sample-slug';
  return 'A sample text'.padEnd(schema.minLength ?? 0, '.');
}
