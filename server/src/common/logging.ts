import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  Global,
  Inject,
  Injectable,
  Module,
  RequestMethod,
  type DynamicModule,
  type LoggerService,
  type MiddlewareConsumer,
  type NestModule,
} from '@nestjs/common';
import type { Logger as Pino } from 'pino';
import { pinoHttp, type HttpLogger, type Options } from 'pino-http';

/**
 * Structured logs through pino: one line per HTTP request (pino-http) and Nest's own log calls,
 * which inside a request carry that request's id. (A small replacement for nestjs-pino, whose
 * releases for NestJS 12 declare Node 22.)
 */
const HTTP_LOGGER = Symbol('HTTP_LOGGER');
/** The request's child logger (with its id) while the request is handled. */
const requestLogger = new AsyncLocalStorage<Pino>();

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** Nest's LoggerService on pino: `app.useLogger(app.get(Logger))`, or inject it. */
@Injectable()
export class Logger implements LoggerService {
  constructor(@Inject(HTTP_LOGGER) private readonly http: HttpLogger) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /**
   * Nest passes the context (the class name) last, and for errors the stack before it:
   * `error(message, stack, context)`. Both become fields, the message stays the message.
   */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const pino = requestLogger.getStore() ?? this.http.logger;
    const rest = [...params];
    const context = typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    const fields: Record<string, unknown> = context ? { context } : {};
    if (message instanceof Error) {
      pino[level]({ ...fields, err: message }, message.message);
      return;
    }
    if (level === 'error' && typeof rest[0] === 'string' && rest[0].includes('\n    at ')) {
      fields.err = { message, stack: rest.shift() };
    }
    if (typeof message === 'object' && message !== null) {
      pino[level]({ ...fields, ...(message as object) });
      return;
    }
    pino[level](fields, String(message), ...rest);
  }
}

@Global()
@Module({})
export class LoggerModule implements NestModule {
  constructor(@Inject(HTTP_LOGGER) private readonly http: HttpLogger) {}

  static forRoot(options: Options): DynamicModule {
    return {
      module: LoggerModule,
      providers: [{ provide: HTTP_LOGGER, useValue: pinoHttp(options) }, Logger],
      exports: [Logger],
    };
  }

  /** Every route, the client's pages included: the request line is logged once it is answered. */
  configure(consumer: MiddlewareConsumer): void {
    const http = this.http;
    consumer
      .apply((req: IncomingMessage & { log: Pino }, res: ServerResponse, next: () => void) => {
        http(req, res);
        requestLogger.run(req.log, next);
      })
      .forRoutes({ path: '{*path}', method: RequestMethod.ALL });
  }
}
