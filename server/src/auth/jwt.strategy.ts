import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passportJwt from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersService, toProfile, type UserProfile } from '../users/index.js';
import type { AccessTokenClaims } from './auth.service.js';
import { resolveJwtSecret } from './jwt-secret.js';
import { RefreshSessionsService } from './refresh-sessions.service.js';

const { ExtractJwt, Strategy } = passportJwt;

// Tokens signed before `sid` existed, or not by us, never reach a uuid column.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * Bearer access tokens. The role is not trusted from the token: the profile is read
 * from the database on every request (SPEC §6), so a demoted admin loses access at once.
 * Likewise the token's sign-in (`sid`) must still stand: sign-out, a replayed refresh token
 * and a password reset end it, and the access token stops working with it, not 15 minutes later.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: RefreshSessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: resolveJwtSecret(config),
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: Partial<AccessTokenClaims>): Promise<UserProfile> {
    const { sub, sid } = payload;
    const live = isUuid(sub) && isUuid(sid) && (await this.sessions.isLive(sub, sid));
    const user = live ? await this.users.findById(sub) : null;
    if (!user) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return toProfile(user);
  }
}
