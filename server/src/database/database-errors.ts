import { HttpStatus } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

/** PostgreSQL SQLSTATE codes this app turns into client errors. */
export const PG = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  CHECK_VIOLATION: '23514',
  NOT_NULL_VIOLATION: '23502',
  CHARACTER_NOT_IN_REPERTOIRE: '22021', // e.g. a NUL byte in text
  NUMERIC_VALUE_OUT_OF_RANGE: '22003',
  INVALID_TEXT_REPRESENTATION: '22P02', // e.g. 'abc' for a uuid or an integer
  INVALID_DATETIME_FORMAT: '22007',
  DATETIME_FIELD_OVERFLOW: '22008',
} as const;

export interface ClientError {
  status: HttpStatus;
  message: string;
  /** Sent as Retry-After: the request may succeed after this many seconds (503 only). */
  retryAfterSeconds?: number;
}

/**
 * What a named constraint means to a user. Modules add their constraints here (one place), so a
 * violation found by the database becomes the same clear HTTP answer wherever it happens.
 */
const CONSTRAINT_ERRORS: Record<string, ClientError> = {};

export function describeConstraints(errors: Record<string, ClientError>): void {
  Object.assign(CONSTRAINT_ERRORS, errors);
}

/**
 * The PostgreSQL error code and constraint of a failed query, if it is one: a TypeORM
 * QueryFailedError, a bare driver error (pg's DatabaseError, from a raw client), or either of
 * them wrapped as the `cause` of another error (as libraries and `new Error(msg, { cause })` do).
 */
export function pgErrorOf(error: unknown): { code?: string; constraint?: string } | undefined {
  for (let current = error, hops = 0; current instanceof Error && hops < 5; current = current.cause, hops++) {
    const driver = current instanceof QueryFailedError ? (current.driverError as PgFields) : (current as PgFields);
    if (
      typeof driver.code === 'string' &&
      SQLSTATE.test(driver.code) &&
      (current instanceof QueryFailedError || 'severity' in driver)
    ) {
      return { code: driver.code, constraint: driver.constraint };
    }
  }
  return undefined;
}

interface PgFields {
  code?: unknown;
  constraint?: string;
  severity?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Seconds a client is told to wait (Retry-After) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection to PostgreSQL that could not be made or was cut. */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
/** pg's own words when a connection ends or never comes (it gives these errors no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

/**
 * True when the error says the database cannot be reached (stopped, restarting, unreachable), as
 * opposed to a query it refused: SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting
 * down, crashed, not yet accepting connections), a refused or cut socket, or pg's connection
 * timeout. Such a request may succeed a few seconds later: it is answered 503 with Retry-After.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, hops = 0; current instanceof Error && hops < 5; current = current.cause, hops++) {
    const driver = current instanceof QueryFailedError ? (current.driverError as PgFields) : (current as PgFields);
    const code = typeof driver.code === 'string' ? driver.code : '';
    if (CONNECTION_ERRNOS.has(code) || code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true;
    const message = (driver as Error).message ?? current.message;
    if (CONNECTION_MESSAGES.some((words) => message.includes(words))) return true;
  }
  return false;
}

/** Maps a database error to a client error, or undefined when it is a server fault (a 500). */
export function toClientError(error: unknown): ClientError | undefined {
  if (isDatabaseUnavailable(error))
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      message: 'The database is unavailable for a moment; try again shortly',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    };
  const pg = pgErrorOf(error);
  if (!pg?.code) return undefined;
  const known = pg.constraint ? CONSTRAINT_ERRORS[pg.constraint] : undefined;
  if (known) return known;
  switch (pg.code) {
    case PG.UNIQUE_VIOLATION:
      return { status: HttpStatus.CONFLICT, message: 'This conflicts with an existing record' };
    case PG.FOREIGN_KEY_VIOLATION:
      return { status: HttpStatus.NOT_FOUND, message: 'A referenced record does not exist' };
    case PG.CHECK_VIOLATION:
    case PG.NOT_NULL_VIOLATION:
      return { status: HttpStatus.BAD_REQUEST, message: 'A value is missing or out of range' };
    case PG.CHARACTER_NOT_IN_REPERTOIRE:
      return { status: HttpStatus.BAD_REQUEST, message: 'Text may not contain NUL characters' };
    case PG.NUMERIC_VALUE_OUT_OF_RANGE:
      return { status: HttpStatus.BAD_REQUEST, message: 'A number is out of range' };
    case PG.INVALID_TEXT_REPRESENTATION:
    case PG.INVALID_DATETIME_FORMAT:
    case PG.DATETIME_FIELD_OVERFLOW:
      return { status: HttpStatus.BAD_REQUEST, message: 'A value has the wrong format' };
    default:
      return undefined;
  }
}
