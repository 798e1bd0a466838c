import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailModule } from '../mail/index.js';
import { ReviewsModule } from '../reviews/index.js';
import { TripsModule } from '../trips/index.js';
import { UsersModule } from '../users/index.js';
import { AccessGuard } from './access.guard.js';
import { AccountMailHandler } from './account-mail.handler.js';
import { AdminSessionController } from './admin-session.controller.js';
import { AuthTokensRepository } from './auth-tokens.repository.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { resolveJwtSecret } from './jwt-secret.js';
import { JwtStrategy } from './jwt.strategy.js';
import { FailedSignInLimiter } from './rate-limit.account.js';
import { FailedRefreshLimiter } from './rate-limit.refresh.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimitRepository } from './rate-limit.repository.js';
import { RateLimitStore } from './rate-limit.store.js';
import { RefreshSession } from './refresh-session.entity.js';
import { RefreshSessionsRepository } from './refresh-sessions.repository.js';
import { RefreshSessionsService } from './refresh-sessions.service.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([RefreshSession]),
    UsersModule,
    ReviewsModule,
    TripsModule,
    MailModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: resolveJwtSecret(config), signOptions: { algorithm: 'HS256' } }),
    }),
  ],
  controllers: [AuthController, AdminSessionController],
  providers: [
    AuthService,
    RefreshSessionsService,
    RefreshSessionsRepository,
    AuthTokensService,
    AuthTokensRepository,
    JwtStrategy,
    RateLimitStore,
    RateLimitRepository,
    RateLimitGuard,
    FailedSignInLimiter,
    FailedRefreshLimiter,
    AccountMailHandler,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
})
export class AuthModule {}
