import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '../database/index.js';
import { RefreshSessionsRepository } from './refresh-sessions.repository.js';
import { hashToken, newOpaqueToken } from './token-hash.js';

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedRefreshToken {
  token: string;
  userId: string;
  /** The sign-in this token belongs to; access tokens carry it as their `sid` claim. */
  familyId: string;
  expiresAt: Date;
}

/** Rotating refresh tokens (RFC 6819 §5.2.2.3): each use replaces the token; a replayed one ends the family. */
@Injectable()
export class RefreshSessionsService {
  constructor(
    private readonly repository: RefreshSessionsRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  issue(userId: string): Promise<IssuedRefreshToken & { id: string }> {
    return this.insert(userId, randomUUID());
  }

  /**
   * Whether a sign-in still stands: some token of its family is unrevoked and unexpired.
   * Sign-out, a replayed token and a password reset end the family, and with it every
   * access token issued for it. Rotation happens in one transaction, so a family never
   * looks dead between revoking the old token and inserting the new one.
   */
  isLive(userId: string, familyId: string): Promise<boolean> {
    return this.repository.hasLiveToken(userId, familyId);
  }

  /**
   * Trades a refresh token for a new one. The old row is claimed atomically, so two concurrent
   * uses cannot both succeed; a token that was already rotated revokes its family.
   */
  async rotate(token: string): Promise<IssuedRefreshToken | null> {
    const tokenHash = hashToken(token);
    const next = await this.transactions.run(async (manager) => {
      const old = await this.repository.claim(manager, tokenHash);
      if (!old) return null;
      const issued = await this.insert(old.user_id, old.family_id, manager);
      await this.repository.setReplacedBy(manager, old.id, issued.id);
      return issued;
    });
    if (!next) await this.revokeFamilyIfReplayed(tokenHash);
    return next;
  }

  /** Sign out: ends this token's whole family (every rotation of this sign-in). */
  async revoke(token: string): Promise<void> {
    const row = await this.repository.findByTokenHash(hashToken(token));
    if (row) await this.repository.revokeFamily(row.family_id);
  }

  /** Ends every sign-in of the user (a password reset), inside the caller's transaction. */
  revokeAllForUser(manager: EntityManager, userId: string): Promise<void> {
    return this.repository.revokeAllOfUser(manager, userId);
  }

  private async insert(
    userId: string,
    familyId: string,
    manager?: EntityManager,
  ): Promise<IssuedRefreshToken & { id: string }> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + REFRESH_TTL_MS);
    const id = await this.repository.insert(
      { user_id: userId, family_id: familyId, token_hash: hashToken(token), expires_at: expiresAt },
      manager,
    );
    return { id, token, userId, familyId, expiresAt };
  }

  private async revokeFamilyIfReplayed(tokenHash: string): Promise<void> {
    const row = await this.repository.findByTokenHash(tokenHash);
    if (row?.replaced_by) await this.repository.revokeFamily(row.family_id);
  }
}
