import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passportJwt from 'passport-jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UsersService, toProfile, type UserProfile } from '../users/users.service.js';
import { resolveJwtSecret } from './jwt-secret.js';

const { ExtractJwt, Strategy } = passportJwt;

/**
 * Bearer access tokens. The role is not trusted from the token: the profile is read
 * from the database on every request (SPEC §6), so a demoted admin loses access at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: resolveJwtSecret(config),
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: { sub?: string }): Promise<UserProfile> {
    const user = payload.sub ? await this.users.findById(payload.sub) : null;
    if (!user) throw new UnauthorizedException('Your session has ended. Please sign in again.');
    return toProfile(user);
  }
}
