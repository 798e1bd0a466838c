import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { TransactionRunner } from '../database/index.js';
import { RefreshSession } from './refresh-session.entity.js';
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
    @InjectRepository(RefreshSession) private readonly sessions: Repository<RefreshSession>,
    private readonly transactions: TransactionRunner,
  ) {}

  issue(userId: string): Promise<IssuedRefreshToken & { id: string }> {
    return this.insert(this.sessions.manager, userId, randomUUID());
  }

  /**
   * Whether a sign-in still stands: some token of its family is unrevoked and unexpired.
   * Sign-out, a replayed token and a password reset end the family, and with it every
   * access token issued for it. Rotation happens in one transaction, so a family never
   * looks dead between revoking the old token and inserting the new one.
   */
  isLive(userId: string, familyId: string): Promise<boolean> {
    return this.sessions.existsBy({
      user_id: userId,
      family_id: familyId,
      revoked_at: IsNull(),
      expires_at: MoreThan(new Date()),
    });
  }

  /**
   * Trades a refresh token for a new one. The UPDATE claims the old row atomically, so two
   * concurrent uses cannot both succeed; a token that was already rotated revokes its family.
   */
  async rotate(token: string): Promise<IssuedRefreshToken | null> {
    const tokenHash = hashToken(token);
    const next = await this.transactions.run(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(RefreshSession)
        .set({ revoked_at: () => 'now()' })
        .where('token_hash = :tokenHash AND revoked_at IS NULL AND expires_at > now()', { tokenHash })
        .returning(['id', 'user_id', 'family_id'])
        .execute();
      const [old] = result.raw as Pick<RefreshSession, 'id' | 'user_id' | 'family_id'>[];
      if (!old) return null;
      const issued = await this.insert(manager, old.user_id, old.family_id);
      await manager.update(RefreshSession, { id: old.id }, { replaced_by: issued.id });
      return issued;
    });
    if (!next) await this.revokeFamilyIfReplayed(tokenHash);
    return next;
  }

  /** Sign out: ends this token's whole family (every rotation of this sign-in). */
  async revoke(token: string): Promise<void> {
    const row = await this.sessions.findOneBy({ token_hash: hashToken(token) });
    if (row) await this.revokeFamily(row.family_id);
  }

  /** Ends every sign-in of the user (a password reset), inside the caller's transaction. */
  async revokeAllForUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(RefreshSession, { user_id: userId, revoked_at: IsNull() }, { revoked_at: new Date() });
  }

  private async insert(
    manager: EntityManager,
    userId: string,
    familyId: string,
  ): Promise<IssuedRefreshToken & { id: string }> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + REFRESH_TTL_MS);
    const row = await manager.save(
      manager.create(RefreshSession, {
        user_id: userId,
        family_id: familyId,
        token_hash: hashToken(token),
        expires_at: expiresAt,
      }),
    );
    return { id: row.id, token, userId, familyId, expiresAt };
  }

  private async revokeFamilyIfReplayed(tokenHash: string): Promise<void> {
    const row = await this.sessions.findOneBy({ token_hash: tokenHash });
    if (row?.replaced_by) await this.revokeFamily(row.family_id);
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.sessions.update({ family_id: familyId, revoked_at: IsNull() }, { revoked_at: new Date() });
  }
}
