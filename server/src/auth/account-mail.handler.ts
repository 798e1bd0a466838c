import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainEventHandlers } from '../events/index.js';
import type { DomainEventPayloads } from '../events/index.js';
import { mailTemplates } from '../mail/index.js';
import { MailService } from '../mail/index.js';
import { UsersService } from '../users/index.js';
import { AuthTokensService } from './auth-tokens.service.js';

type AccountMailRequest = DomainEventPayloads['account.mail-requested'];

/**
 * Sends the account emails from the job queue. The HTTP answer only records the request in
 * the outbox, for known and unknown addresses alike, so neither its content nor its timing
 * tells whether an account exists; whether a message goes out is decided here. A delivery
 * failure throws, and the queue retries (each retry issues a fresh link; the newest works).
 */
@Injectable()
export class AccountMailHandler implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly handlers: DomainEventHandlers,
    private readonly users: UsersService,
    private readonly tokens: AuthTokensService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.handlers.on('account.mail-requested', 'auth.send-account-mail', (request) => this.send(request));
  }

  async send(request: AccountMailRequest): Promise<void> {
    if (request.kind === 'change-email') return this.sendEmailChange(request.userId, request.email);
    const { kind, email } = request;
    const user = await this.users.findByEmail(email);
    if (!user || this.users.isExpiredUnverified(user, this.config.unverifiedAccountTtlMs)) return;
    const verified = Boolean(user.email_verified_at);
    if (kind === 'verify-email' && !verified) {
      const token = await this.tokens.issue(user.id, 'verify_email');
      await this.mail.send(mailTemplates.verifyEmail(user.email, this.link('/verify-email', token)));
    } else if (kind === 'reset-password') {
      const token = await this.tokens.issue(user.id, 'reset_password');
      await this.mail.send(mailTemplates.resetPassword(user.email, this.link('/reset-password', token)));
    } else if (kind === 'already-registered' && verified) {
      await this.mail.send(
        mailTemplates.alreadyRegistered(user.email, this.link('/login'), this.link('/forgot-password')),
      );
    }
  }

  /**
   * The link goes to the new address and a notice to the current one (a stolen session cannot move
   * the account quietly). An address another verified account uses gets nothing; the requester's
   * current address is told why.
   */
  private async sendEmailChange(userId: string, newEmail: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    if (await this.users.emailVerifiedByAnother(user.id, newEmail)) {
      await this.mail.send(mailTemplates.emailAddressTaken(user.email, newEmail));
      return;
    }
    const token = await this.tokens.issue(user.id, 'change_email', newEmail);
    await this.mail.send(mailTemplates.confirmNewEmail(newEmail, this.link('/confirm-email', token)));
    await this.mail.send(mailTemplates.emailChangeRequested(user.email, newEmail, this.link('/forgot-password')));
  }

  private link(pathname: string, token?: string): string {
    const url = new URL(pathname, this.config.appUrl);
    if (token) url.searchParams.set('token', token);
    return url.toString();
  }
}
