import type {
  AccountDeletion,
  Credentials,
  DisplayNameChange,
  EmailChangeRequest,
  EmailRequest,
  PasswordChange,
  Registration,
  ResetPasswordRequest,
  TokenRequest,
} from '../../contracts/auth.js';
import { displayNameProblem } from '../../contracts/display-name.js';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, ValidateBy } from 'class-validator';
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

/** The shared rule of contracts/display-name.ts, with its own messages. */
const IsDisplayName = () =>
  ValidateBy({
    name: 'isDisplayName',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && displayNameProblem(value) === null,
      defaultMessage: (args) =>
        typeof args?.value === 'string' ? (displayNameProblem(args.value) ?? '') : 'Display name is required',
    },
  });

export class RegisterDto extends CredentialsDto implements Registration {
  @ApiProperty({ example: 'Scene Seeker 482', description: 'Public name shown on reviews: 2–40 characters, unique' })
  @Transform(trim)
  @IsDisplayName()
  display_name: string;
}

export class DisplayNameDto implements DisplayNameChange {
  @ApiProperty({ example: 'Scene Seeker 482' })
  @Transform(trim)
  @IsDisplayName()
  display_name: string;
}

export class PasswordChangeDto implements PasswordChange {
  @ApiProperty()
  @MaxLength(200, { message: 'Your current password is not correct' })
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  current_password: string;

  @IsAccountPassword()
  password: string;
}

export class AccountDeletionDto implements AccountDeletion {
  @ApiProperty()
  @MaxLength(200, { message: 'Your current password is not correct' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}

export class EmailChangeDto extends EmailDto implements EmailChangeRequest {
  @ApiProperty()
  @MaxLength(200, { message: 'Your current password is not correct' })
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  current_password: string;
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
