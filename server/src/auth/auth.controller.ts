import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Patch,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { CookieOptions, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { UserProfile } from '../users/index.js';
import { Authenticated, CurrentUser, Public } from './auth.decorators.js';
import { AuthService, type AuthSession } from './auth.service.js';
import {
  AccountDeletionDto,
  CredentialsDto,
  DisplayNameDto,
  EmailChangeDto,
  EmailDto,
  PasswordChangeDto,
  RegisterDto,
  ResetPasswordDto,
  TokenDto,
} from './dto/auth.dto.js';
import { AuthRequestGuard } from './auth-request.guard.js';
import { clientKey } from './rate-limit.client-key.js';
import { RateLimited } from './rate-limit.guard.js';
import { REFRESH_TTL_MS } from './refresh-sessions.service.js';

export const REFRESH_COOKIE = 'ra_refresh';
const COOKIE_PATH = '/api/auth';
const CHECK_EMAIL = 'If the address can be used, a message is on its way. Please check your email.';

@ApiTags('auth')
@Controller('auth')
@UseGuards(AuthRequestGuard)
export class AuthController {
  private readonly cookie: CookieOptions;

  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // Only the auth routes ever see the refresh token; JavaScript never does.
    this.cookie = { httpOnly: true, sameSite: 'strict', secure: config.appUrl.startsWith('https:'), path: COOKIE_PATH };
  }

  @Post('register')
  @Public()
  @RateLimited()
  @HttpCode(202)
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address' })
  async register(@Body() body: RegisterDto) {
    await this.auth.register(body.email, body.password, body.display_name);
    return { message: `Account created. ${CHECK_EMAIL}` };
  }

  @Post('login')
  @Public()
  @RateLimited()
  @HttpCode(200)
  @ApiOkResponse({ description: 'An access token in the body and the refresh token in an httpOnly cookie' })
  async login(
    @Body() body: CredentialsDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthSession> {
    const { session, refreshToken } = await this.auth.signIn(body.email, body.password, clientKey(req.ip));
    res.cookie(REFRESH_COOKIE, refreshToken, { ...this.cookie, maxAge: REFRESH_TTL_MS });
    return session;
  }

  @Post('refresh')
  @Public()
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthSession | undefined> {
    const cookie = readCookie(req);
    // No cookie: a visitor who never signed in. Nothing is wrong, so no error (and no 401 in the
    // browser console on every anonymous page load): 204, no session.
    if (!cookie) {
      res.status(204);
      return undefined;
    }
    try {
      const { session, refreshToken } = await this.auth.refresh(cookie, clientKey(req.ip));
      res.cookie(REFRESH_COOKIE, refreshToken, { ...this.cookie, maxAge: REFRESH_TTL_MS });
      return session;
    } catch (error) {
      // Only a refused token ends the sign-in in the browser; a 429 (someone else's guesses from a
      // shared address) or an outage says nothing about this one.
      if (error instanceof UnauthorizedException) res.clearCookie(REFRESH_COOKIE, this.cookie);
      throw error;
    }
  }

  @Post('logout')
  @Public()
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.signOut(readCookie(req));
    res.clearCookie(REFRESH_COOKIE, this.cookie);
  }

  @Get('me')
  @Authenticated()
  @ApiBearerAuth()
  me(@CurrentUser() user: UserProfile): UserProfile {
    return user;
  }

  @Patch('me')
  @Authenticated()
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'The profile with its new display name' })
  rename(@CurrentUser() user: UserProfile, @Body() body: DisplayNameDto): Promise<UserProfile> {
    return this.auth.renameAccount(user, body.display_name);
  }

  /** Every other sign-in ends; this browser gets a fresh session (body and cookie). */
  @Post('password')
  @Authenticated()
  @RateLimited()
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'A new session for this browser; every other sign-in has ended' })
  async changePassword(
    @CurrentUser() user: UserProfile,
    @Body() body: PasswordChangeDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthSession> {
    const { session, refreshToken } = await this.auth.changePassword(user.id, body.current_password, body.password);
    res.cookie(REFRESH_COOKIE, refreshToken, { ...this.cookie, maxAge: REFRESH_TTL_MS });
    return session;
  }

  @Post('email')
  @Authenticated()
  @RateLimited()
  @HttpCode(202)
  @ApiBearerAuth()
  @ApiAcceptedResponse({ description: 'A confirmation link is on its way to the new address' })
  async requestEmailChange(@CurrentUser() user: UserProfile, @Body() body: EmailChangeDto) {
    await this.auth.requestEmailChange(user, body.email, body.current_password);
    return {
      message: `We sent a confirmation link to ${body.email.trim()}. Your email address changes when you open it.`,
    };
  }

  @Post('confirm-email')
  @Public()
  @RateLimited()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The account now uses the new address' })
  async confirmEmailChange(@Body() body: TokenDto): Promise<UserProfile> {
    return this.auth.confirmEmailChange(body.token);
  }

  @Post('delete-account')
  @Authenticated()
  @RateLimited()
  @HttpCode(204)
  @ApiBearerAuth()
  async deleteAccount(
    @CurrentUser() user: UserProfile,
    @Body() body: AccountDeletionDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<void> {
    await this.auth.deleteAccount(user.id, body.password);
    res.clearCookie(REFRESH_COOKIE, this.cookie);
  }

  @Post('verify-email')
  @Public()
  @RateLimited()
  @HttpCode(200)
  async verifyEmail(@Body() body: TokenDto) {
    await this.auth.verifyEmail(body.token);
    return { message: 'Your email address is verified. You can now sign in.' };
  }

  @Post('resend-verification')
  @Public()
  @RateLimited()
  @HttpCode(202)
  async resendVerification(@Body() body: EmailDto) {
    await this.auth.resendVerification(body.email);
    return { message: CHECK_EMAIL };
  }

  @Post('forgot-password')
  @Public()
  @RateLimited()
  @HttpCode(202)
  async forgotPassword(@Body() body: EmailDto) {
    await this.auth.requestPasswordReset(body.email);
    return { message: CHECK_EMAIL };
  }

  @Post('reset-password')
  @Public()
  @RateLimited()
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto) {
    await this.auth.resetPassword(body.token, body.password);
    return { message: 'Your password has been changed. You can now sign in.' };
  }
}

function readCookie(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
