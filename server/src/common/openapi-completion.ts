import type { OpenAPIObject, OperationObject, ResponsesObject } from '@nestjs/swagger';
import type { RouteFacts } from './openapi-routes.js';

/** The security scheme every protected operation names (DocumentBuilder.addBearerAuth). */
export const BEARER_SCHEME = 'bearer';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/**
 * Answers shared by many operations, referenced instead of repeated. Every route sits behind the same
 * input checks (common/request-guards.ts, the validation pipe, ZodBodyPipe), so every operation can
 * answer 400.
 */
const SHARED_RESPONSES = {
  BadRequest: {
    description:
      'Refused input: a parameter or field missing, malformed or out of range (a body names each field in ' +
      '`errors: { field: message }`), or characters no request may carry (NUL, lone surrogates, JSON nested too deep)',
  },
  Unauthorized: { description: 'Not signed in: no access token, or one that is invalid, expired or revoked' },
  Forbidden: { description: 'Signed in, but without the role this operation needs' },
};

/**
 * Fills in what the controllers' decorators leave out, from what the server actually enforces, so
 * the document validates (Redocly's recommended rules, see redocly.yaml) without every controller
 * repeating it: a summary, the security of the route's declared access policy, the 400/401/403 answers
 * the guards and pipes give, and the success status when only errors are documented.
 */
export function completeOpenApiDocument(document: OpenAPIObject, routes: Map<string, RouteFacts>): OpenAPIObject {
  for (const operation of operationsOf(document)) {
    const route = operation.operationId ? routes.get(operation.operationId) : undefined;
    if (!route) continue;
    operation.summary ||= summaryOf(route);
    completeSecurity(operation, route);
    completeResponses(operation.responses, route);
  }
  document.components = {
    ...document.components,
    responses: { ...document.components?.responses, ...SHARED_RESPONSES },
  };
  visitObjects(document, nullableFor30);
  return document;
}

function operationsOf(document: OpenAPIObject): OperationObject[] {
  return Object.values(document.paths).flatMap((item) =>
    HTTP_METHODS.flatMap((method) => (item[method] ? [item[method]] : [])),
  );
}

/** `getBySlug` of `MoviesController` → "Get by slug (movies)": better than none, for handlers without @ApiOperation. */
export function summaryOf(route: Pick<RouteFacts, 'controller' | 'handler'>): string {
  const action = words(route.handler);
  const resource = words(route.controller.replace(/Controller$/, '')).toLowerCase();
  return `${action.charAt(0).toUpperCase()}${action.slice(1)} (${resource})`;
}

function words(identifier: string): string {
  return identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase();
}

/** Public: explicitly no security (`[]`); signed-in or role-bound: the bearer access token. */
function completeSecurity(operation: OperationObject, route: RouteFacts): void {
  if (!route.policy) return; // refused at run time; the access-boundary test fails on it
  operation.security = route.policy.kind === 'public' ? [] : [{ [BEARER_SCHEME]: [] }];
}

function completeResponses(responses: ResponsesObject, route: RouteFacts): void {
  const statuses = Object.keys(responses);
  if (!statuses.some((status) => status.startsWith('2')))
    responses[String(route.successStatus)] = {
      description: route.successStatus === 204 ? 'Done (no content)' : 'Done',
    };
  responses['400'] ??= { $ref: '#/components/responses/BadRequest' };
  if (route.policy && route.policy.kind !== 'public')
    responses['401'] ??= { $ref: '#/components/responses/Unauthorized' };
  if (route.policy?.kind === 'roles') responses['403'] ??= { $ref: '#/components/responses/Forbidden' };
}

type Schema = Record<string, unknown> & { type?: unknown; nullable?: boolean; anyOf?: unknown[]; oneOf?: unknown[] };

/**
 * OpenAPI 3.0 (the document's version) has no `type: "null"` (JSON Schema 2020-12, OpenAPI 3.1) and
 * reads `nullable` only beside a `type`: a schema written the newer way, whatever produced it, is
 * rewritten to say the same in 3.0.
 */
export function nullableFor30(schema: Schema): void {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = (schema.type as string[]).filter((type) => type !== 'null');
    delete schema.type;
    if (types.length === 1) schema.type = types[0];
    else schema.anyOf = types.map((type) => ({ type }));
    schema.nullable = true;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = schema[key];
    if (!Array.isArray(members)) continue;
    const kept = members.filter((member) => (member as Schema | null)?.type !== 'null');
    if (kept.length < members.length) schema.nullable = true;
    // One member left: the union was only "X or null".
    if (kept.length === 1 && schema.type === undefined) {
      delete schema[key];
      Object.assign(schema, kept[0]);
    } else schema[key] = kept;
  }
  if (schema.nullable && schema.type === undefined) pushNullableIntoMembers(schema);
}

function pushNullableIntoMembers(schema: Schema): void {
  const members = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])] as Schema[];
  if (members.length === 0 || members.some((member) => member.type === undefined)) return;
  for (const member of members) member.nullable = true;
  delete schema.nullable;
}

/** Calls `visit` on every object of a JSON value, children after their parent's rewrite. */
function visitObjects(value: unknown, visit: (object: Schema) => void): void {
  if (Array.isArray(value)) return value.forEach((item) => visitObjects(item, visit));
  if (value === null || typeof value !== 'object') return;
  visit(value as Schema);
  for (const child of Object.values(value)) visitObjects(child, visit);
}
