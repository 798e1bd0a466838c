import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

/** SPEC §5: at least 6 characters. The upper bound keeps scrypt's input bounded; long passphrases are still welcome. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
} as const;

/**
 * The one password rule of every DTO that sets or checks a password (register, sign-in,
 * reset). The validation pipe stops at the first error, in the order the checks were
 * registered: applyDecorators registers them top to bottom, so "required" comes first.
 */
export const IsAccountPassword = () =>
  applyDecorators(
    IsNotEmpty({ message: PASSWORD_MESSAGES.required }),
    IsString({ message: PASSWORD_MESSAGES.required }),
    MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_MESSAGES.tooShort }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: PASSWORD_MESSAGES.tooLong }),
    ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH }),
  );

/** The same rule for callers outside HTTP (the CLI): the message of the first problem, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return null;
}
