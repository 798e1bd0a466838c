import { describe, expect, it } from '@jest/globals';
import type { OpenAPIObject, OperationObject } from '@nestjs/swagger';
import { completeOpenApiDocument, nullableFor30, summaryOf } from './openapi-completion.js';
import type { RouteFacts } from './openapi-routes.js';

const documentWith = (operations: Record<string, OperationObject>): OpenAPIObject => ({
  openapi: '3.0.0',
  info: { title: 't', version: '1' },
  paths: Object.fromEntries(Object.entries(operations).map(([path, operation]) => [path, { post: operation }])),
});

const route = (facts: Partial<RouteFacts>): RouteFacts => ({
  controller: 'ThingsController',
  handler: 'create',
  policy: { kind: 'public' },
  successStatus: 201,
  ...facts,
});

describe('completeOpenApiDocument', () => {
  it('derives a summary from the handler and controller when none is given, and keeps a given one', () => {
    expect(summaryOf({ controller: 'MoviesController', handler: 'getBySlug' })).toBe('Get by slug (movies)');
    expect(summaryOf({ controller: 'AdminSlidersController', handler: 'retryAllFailed' })).toBe(
      'Retry all failed (admin sliders)',
    );
    const doc = documentWith({
      '/a': { operationId: 'A_create', responses: {} },
      '/b': { operationId: 'B_create', summary: 'Make a thing', responses: {} },
    });
    completeOpenApiDocument(
      doc,
      new Map([
        ['A_create', route({})],
        ['B_create', route({})],
      ]),
    );
    expect(doc.paths['/a'].post?.summary).toBe('Create (things)');
    expect(doc.paths['/b'].post?.summary).toBe('Make a thing');
  });

  it('names the security and the refusals of the declared access policy', () => {
    const doc = documentWith({
      '/public': { operationId: 'P_create', responses: { '200': { description: 'ok' } } },
      '/signed-in': { operationId: 'S_create', responses: { '200': { description: 'ok' } } },
      '/admin': { operationId: 'R_create', responses: { '204': { description: 'ok' } } },
    });
    completeOpenApiDocument(
      doc,
      new Map([
        ['P_create', route({ policy: { kind: 'public' } })],
        ['S_create', route({ policy: { kind: 'signed-in' } })],
        ['R_create', route({ policy: { kind: 'roles', roles: ['admin'] } })],
      ]),
    );
    expect(doc.paths['/public'].post?.security).toEqual([]);
    expect(Object.keys(doc.paths['/public'].post!.responses).sort()).toEqual(['200', '400']);
    expect(doc.paths['/signed-in'].post?.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(doc.paths['/signed-in'].post!.responses).sort()).toEqual(['200', '400', '401']);
    expect(Object.keys(doc.paths['/admin'].post!.responses).sort()).toEqual(['204', '400', '401', '403']);
    expect(Object.keys(doc.components?.responses ?? {})).toEqual(['BadRequest', 'Unauthorized', 'Forbidden']);
  });

  it('adds the success status the handler answers with when only errors are documented', () => {
    const doc = documentWith({
      '/a': { operationId: 'A_retry', responses: { '404': { description: 'unknown' } } },
      '/b': { operationId: 'B_remove', responses: { '409': { description: 'taken' } } },
    });
    completeOpenApiDocument(
      doc,
      new Map([
        ['A_retry', route({ successStatus: 200 })],
        ['B_remove', route({ successStatus: 204 })],
      ]),
    );
    expect(doc.paths['/a'].post?.responses['200']).toEqual({ description: 'Done' });
    expect(doc.paths['/b'].post?.responses['204']).toEqual({ description: 'Done (no content)' });
  });
});

describe('nullableFor30', () => {
  const rewritten = (schema: Record<string, unknown>) => {
    nullableFor30(schema);
    return schema;
  };

  it('turns "X or null" unions and type lists into a nullable X', () => {
    expect(rewritten({ anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] })).toEqual({
      type: 'string',
      maxLength: 5,
      nullable: true,
    });
    expect(rewritten({ type: ['integer', 'null'], minimum: 1 })).toEqual({
      type: 'integer',
      minimum: 1,
      nullable: true,
    });
  });

  it('puts nullable on each member of a wider union, where OpenAPI 3.0 reads it', () => {
    expect(rewritten({ type: ['number', 'string', 'null'] })).toEqual({
      anyOf: [
        { type: 'number', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
    expect(rewritten({ nullable: true, anyOf: [{ type: 'number' }, { type: 'string' }] })).toEqual({
      anyOf: [
        { type: 'number', nullable: true },
        { type: 'string', nullable: true },
      ],
    });
  });

  it('leaves 3.0 schemas as they are', () => {
    const schema = { type: 'string', nullable: true };
    expect(rewritten({ ...schema })).toEqual(schema);
    expect(rewritten({ anyOf: [{ type: 'number' }, { type: 'string' }] })).toEqual({
      anyOf: [{ type: 'number' }, { type: 'string' }],
    });
  });
});
