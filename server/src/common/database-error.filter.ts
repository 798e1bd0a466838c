import { Catch, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { Request, Response } from 'express';
import { toClientError } from '../database/database-errors.js';
import { closeIfBodyUnread } from './unread-body.js';

/**
 * Constraint violations and malformed values found by PostgreSQL become 4xx answers here, in one
 * place, and a database that cannot be reached a 503 with Retry-After; anything else is left to Nest's handler (a 500 without details).
 * It catches every error, not only QueryFailedError: a database error may reach it wrapped (as
 * an error's `cause`) or straight from the driver; toClientError finds it in either form.
 */
@Catch()
export class DatabaseErrorFilter extends BaseExceptionFilter implements ExceptionFilter {
  override catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() === 'http')
      closeIfBodyUnread(host.switchToHttp().getRequest<Request>(), host.switchToHttp().getResponse<Response>());
    const mapped = toClientError(error);
    if (!mapped || host.getType() !== 'http') return super.catch(error, host);
    const response = host.switchToHttp().getResponse<Response>();
    if (mapped.retryAfterSeconds) response.setHeader('Retry-After', String(mapped.retryAfterSeconds));
    response.status(mapped.status).json({ statusCode: mapped.status, message: mapped.message });
  }
}
