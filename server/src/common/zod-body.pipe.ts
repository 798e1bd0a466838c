import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { ApiBody, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

/**
 * Validates a body with one of the shared schemas (contracts/admin-rules.ts) and answers 400 with
 * `errors: { field: message }`, so a form can put each message next to its field, plus the usual
 * `message` list. The first problem of each field wins, as in the form.
 */
export class ZodBodyPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
      for (const key of unknownKeys) errors[[...issue.path, key].join('.')] ??= `${key} is not a known field`;
      if (unknownKeys.length === 0) errors[issue.path.join('.') || 'body'] ??= issue.message;
    }
    throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: Object.values(errors), errors });
  }
}

/**
 * Documents a body validated by ZodBodyPipe in the OpenAPI page, from the same schema (its input), in
 * OpenAPI 3.0's dialect, the document's version: `nullable: true`, not JSON Schema's `type: "null"`.
 */
export function ApiZodBody(schema: z.ZodType): MethodDecorator {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    target: 'openapi-3.0',
  });
  return ApiBody({ schema: jsonSchema as SchemaObject });
}
