import { HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable, toClientError } from './database-errors.js';

/** An error as pg or node:net raise it: a message and, for most, a code. */
function driverError(message: string, fields: { code?: string; severity?: string } = {}): Error {
  return Object.assign(new Error(message), fields);
}

describe('a database that cannot be reached', () => {
  it.each([
    ['a refused connection', driverError('connect ECONNREFUSED 127.0.0.1:5432', { code: 'ECONNREFUSED' })],
    ['a cut connection', driverError('read ECONNRESET', { code: 'ECONNRESET' })],
    ['a server shutting down (57P01)', driverError('terminating connection', { code: '57P01', severity: 'FATAL' })],
    ['a server starting up (57P03)', driverError('the database system is starting up', { code: '57P03' })],
    ['a connection exception (class 08)', driverError('connection failure', { code: '08006', severity: 'FATAL' })],
    ['a connection ended under a query', driverError('Connection terminated unexpectedly')],
    ['no connection within the pool timeout', driverError('timeout exceeded when trying to connect')],
    [
      'the same inside a TypeORM error',
      new QueryFailedError('SELECT 1', [], driverError('Connection terminated unexpectedly')),
    ],
    ['the same as a cause', new Error('loading the movie', { cause: driverError('x', { code: 'ECONNREFUSED' }) })],
  ])('%s is a 503 with Retry-After', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(toClientError(error)).toEqual(
      expect.objectContaining({ status: HttpStatus.SERVICE_UNAVAILABLE, retryAfterSeconds: 5 }),
    );
  });

  it.each([
    ['a unique violation', driverError('duplicate key', { code: '23505', severity: 'ERROR' })],
    ['a syntax error (a bug: 500)', driverError('syntax error', { code: '42601', severity: 'ERROR' })],
    ['any other error', new Error('something else')],
    ['Redis closing its connection', driverError('Connection is closed.')],
  ])('%s is not', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(toClientError(error)?.status).not.toBe(HttpStatus.SERVICE_UNAVAILABLE);
  });
});
