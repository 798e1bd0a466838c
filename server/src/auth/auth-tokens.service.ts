import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../database/index.js';
import type { AuthTokenPurpose } from './auth-token.entity.js';
import { AuthTokensRepository, type ConsumedToken } from './auth-tokens.repository.js';
import { hashToken, newOpaqueToken } from './token-hash.js';

const TTL_MS: Record<AuthTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

/** Single-use, expiring email-link tokens; only their hashes are stored. */
@Injectable()
export class AuthTokensService {
  constructor(
    private readonly repository: AuthTokensRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  /** A new link invalidates the older unused ones of the same purpose. */
  async issue(userId: string, purpose: AuthTokenPurpose, newEmail: string | null = null): Promise<string> {
    const token = newOpaqueToken();
    await this.transactions.run(async (manager) => {
      await this.revokeAll(manager, userId, purpose);
      await this.repository.insert(manager, {
        user_id: userId,
        purpose,
        token_hash: hashToken(token),
        new_email: newEmail,
        expires_at: new Date(Date.now() + TTL_MS[purpose]),
      });
    });
    return token;
  }

  /** Ends every outstanding link of this purpose (e.g. a new sign-up for a pending address). */
  revokeAll(manager: EntityManager, userId: string, purpose: AuthTokenPurpose): Promise<void> {
    return this.repository.markAllUsed(manager, userId, purpose);
  }

  /**
   * Ends every outstanding link of the account, whatever its purpose: after a new password or a new
   * address, a link mailed before proves nothing about who holds the account now.
   */
  revokeEveryLink(manager: EntityManager, userId: string): Promise<void> {
    return this.repository.markAllUsed(manager, userId);
  }

  /** Marks the token used and returns its user, or null when unknown, used or expired. */
  async consume(manager: EntityManager, token: string, purpose: AuthTokenPurpose): Promise<string | null> {
    return (await this.consumeWithEmail(manager, token, purpose))?.userId ?? null;
  }

  /** Like consume, with the address a change_email link confirms. */
  consumeWithEmail(manager: EntityManager, token: string, purpose: AuthTokenPurpose): Promise<ConsumedToken | null> {
    return this.repository.markUsed(manager, hashToken(token), purpose);
  }
}
