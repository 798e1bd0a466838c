import type { NextFunction, Request, Response } from 'express';

/**
 * Input that no route can use is refused before any route sees it, with a 400 that says why:
 * - NUL characters (PostgreSQL text cannot hold them: they would fail deep inside a query);
 * - JSON strings that are not well-formed Unicode (a lone "\ud800" escape made the e-mail
 *   validator throw a URIError, a 500);
 * - JSON nested deeper than MAX_JSON_DEPTH (class-transformer and class-validator walk bodies
 *   recursively, so a 16k-deep array overflowed the stack and answered 500).
 * Runs after the body parsers, for every path (API and web pages alike).
 */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text may not contain NUL characters';
export const UNICODE_MESSAGE = 'Text must be valid Unicode';
export const DEPTH_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

export function refuseUnusableInput(req: Request, res: Response, next: NextFunction): void {
  const problem = urlProblem(req.originalUrl) ?? bodyProblem(req.body);
  if (!problem) return next();
  res.status(400).json({ statusCode: 400, error: 'Bad Request', message: problem });
}

/** %00 anywhere in the path or query (a raw NUL never gets past Node's HTTP parser). */
function urlProblem(url: string): string | undefined {
  return /%00/.test(url) || url.includes('\0') ? NUL_MESSAGE : undefined;
}

/**
 * Walks the parsed body without recursion, so the check itself cannot overflow the stack. Only
 * parsed JSON and forms (100 kB at most) are walked; binary bodies are skipped.
 */
export function bodyProblem(body: unknown): string | undefined {
  const stack: [unknown, number][] = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return problem;
      continue;
    }
    // Bytes (an upload) are no text: walking a Buffer entry by entry took seconds per megabyte.
    if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_JSON_DEPTH) return DEPTH_MESSAGE;
    for (const [key, child] of Object.entries(value)) {
      const problem = textProblem(key);
      if (problem) return problem;
      stack.push([child, depth + 1]);
    }
  }
  return undefined;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string): string | undefined {
  if (text.includes('\0')) return NUL_MESSAGE;
  return LONE_SURROGATE.test(text) ? UNICODE_MESSAGE : undefined;
}
