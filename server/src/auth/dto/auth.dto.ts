import type { Credentials, EmailRequest, ResetPasswordRequest, TokenRequest } from '../../contracts/auth.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsAccountPassword } from '../../users/index.js';

/**
 * SPEC §5: the same rules and messages as the sign-in and register forms. class-validator
 * runs the bottom decorator first and stops at the first error, so "required" sits last.
 */
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class EmailDto implements EmailRequest {
  @ApiProperty({ example: 'visitor@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  @IsString({ message: 'Invalid email address' })
  @IsNotEmpty({ message: 'Email is required' })
  email: string;
}

export class CredentialsDto extends EmailDto implements Credentials {
  @IsAccountPassword()
  password: string;
}

export class TokenDto implements TokenRequest {
  @ApiProperty()
  @MaxLength(200, { message: 'The link is invalid' })
  @IsString({ message: 'The link is incomplete' })
  @IsNotEmpty({ message: 'The link is incomplete' })
  token: string;
}

export class ResetPasswordDto extends TokenDto implements ResetPasswordRequest {
  @IsAccountPassword()
  password: string;
}
