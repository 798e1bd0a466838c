import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Get, Module, Param, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DatabaseErrorFilter } from '../../server/src/common/database-error.filter.js';
import { toClientError } from '../../server/src/database/database-errors.js';
import { ADMIN_URL } from '../support/database.js';

/**
 * PostgreSQL's refusals (22021 NUL, 22003 out of range, 22P02 bad format) become one clear 400
 * in one place, whatever shape the error has when it reaches the filter: TypeORM's
 * QueryFailedError (from a query or a query builder), pg's own DatabaseError, or either wrapped
 * as the cause of another error. The errors here are real, produced by a real PostgreSQL.
 */
const QUERIES: [string, string, unknown[], string][] = [
  ['22021', 'SELECT CAST($1 AS text)', ['a\0b'], 'Text may not contain NUL characters'],
  ['22003', 'SELECT CAST($1 AS bigint)', ['100000000000000000000'], 'A number is out of range'],
  ['22P02', 'SELECT CAST($1 AS uuid)', ['not-a-uuid'], 'A value has the wrong format'],
];

async function failure(work: () => Promise<unknown>): Promise<unknown> {
  return work().then(
    () => {
      throw new Error('the query was expected to fail');
    },
    (error: unknown) => error,
  );
}

describe('database errors become 400s in one place', () => {
  let ds: DataSource;
  let client: pg.Client;
  let app: INestApplication;

  @Controller('probe')
  class ProbeController {
    @Get(':shape/:index')
    async probe(@Param('shape') shape: string, @Param('index') index: string) {
      const [, sql, params] = QUERIES[Number(index)];
      if (shape === 'typeorm') return ds.query(sql, params);
      if (shape === 'builder') {
        const expression = sql.replace('SELECT ', '').replace('$1', ':value');
        return ds
          .createQueryBuilder()
          .select(expression, 'v')
          .from('pg_database', 'd')
          .limit(1)
          .setParameter('value', params[0])
          .getRawOne();
      }
      if (shape === 'driver') return client.query(sql, params);
      const cause = await failure(() => ds.query(sql, params));
      throw new Error('Search index update failed', { cause });
    }
  }
  @Module({ controllers: [ProbeController] })
  class ProbeModule {}

  beforeAll(async () => {
    ds = await new DataSource({ type: 'postgres', url: ADMIN_URL }).initialize();
    client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    app = await NestFactory.create(ProbeModule, { logger: false });
    app.useGlobalFilters(new DatabaseErrorFilter(app.getHttpAdapter()));
    await app.init();
  });
  afterAll(async () => {
    await app?.close();
    await client?.end();
    await ds?.destroy();
  });

  it.each(QUERIES.map((query, index) => [query[0], index, query[3]] as const))(
    'maps %s in every shape of error',
    async (_code, index, message) => {
      for (const shape of ['typeorm', 'builder', 'driver', 'wrapped']) {
        const res = await request(app.getHttpServer()).get(`/probe/${shape}/${index}`);
        expect([shape, res.status, res.body]).toEqual([shape, 400, { statusCode: 400, message }]);
      }
    },
  );

  it('leaves other failures to a plain 500 without details', async () => {
    const error = await failure(() => ds.query('SELECT * FROM no_such_table'));
    expect(toClientError(error)).toBeUndefined();
    expect(toClientError(new Error('boom', { cause: { code: '22021' } }))).toBeUndefined();
  });
});
