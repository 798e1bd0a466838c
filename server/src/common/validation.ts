import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Every body and query is validated and stripped of unknown fields; messages list each problem. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
    exceptionFactory: (errors: ValidationError[]) =>
      new BadRequestException({ statusCode: 400, error: 'Bad Request', message: flatten(errors) }),
  });
}

function flatten(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((error) => {
    const own = Object.values(error.constraints ?? {});
    const nested = flatten(error.children ?? [], `${prefix}${error.property}.`);
    return [...own.map((m) => (prefix ? `${prefix}${m}` : m)), ...nested];
  });
}
