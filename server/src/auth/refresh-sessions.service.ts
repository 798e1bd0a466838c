import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { RefreshSession } from './refresh-session.entity.js';
import { hashToken, newOpaqueToken } from './token-hash.js';

export const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface IssuedRefreshToken {
  token: string;
  userId: string;
  expiresAt: Date;
}

/** Rotating refresh tokens (RFC 6819 §5.2.2.3): each use replaces the token; a replayed one ends the family. */
@Injectable()
export class RefreshSessionsService {
  constructor(@InjectRepository(RefreshSession) private readonly sessions: Repository<RefreshSession>) {}

  async issue(userId: string, familyId: string = randomUUID()): Promise<IssuedRefreshToken & { id: string }> {
    const token = newOpaqueToken();
    const expiresAt = new Date(Date.now() + REFRESH_TTL_MS);
    const row = await this.sessions.save(
      this.sessions.create({ user_id: userId, family_id: familyId, token_hash: hashToken(token), expires_at: expiresAt }),
    );
    return { id: row.id, token, userId, expiresAt };
  }

  /**
   * Trades a refresh token for a new one. The UPDATE claims the old row atomically, so two
   * concurrent uses cannot both succeed; a token that was already rotated revokes its family.
   */
  async rotate(token: string): Promise<IssuedRefreshToken | null> {
    const tokenHash = hashToken(token);
    const result = await this.sessions
      .createQueryBuilder()
      .update(RefreshSession)
      .set({ revoked_at: () => 'now()' })
      .where('token_hash = :tokenHash AND revoked_at IS NULL AND expires_at > now()', { tokenHash })
      .returning(['id', 'user_id', 'family_id'])
      .execute();
    const claimed = result.raw as Pick<RefreshSession, 'id' | 'user_id' | 'family_id'>[];
    if (claimed.length === 0) {
      await this.revokeFamilyIfReplayed(tokenHash);
      return null;
    }
    const old = claimed[0];
    const next = await this.issue(old.user_id, old.family_id);
    await this.sessions.update({ id: old.id }, { replaced_by: next.id });
    return next;
  }

  /** Sign out: ends this token's whole family (every rotation of this sign-in). */
  async revoke(token: string): Promise<void> {
    const row = await this.sessions.findOneBy({ token_hash: hashToken(token) });
    if (row) await this.revokeFamily(row.family_id);
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.sessions.update({ user_id: userId, revoked_at: IsNull() }, { revoked_at: new Date() });
  }

  private async revokeFamilyIfReplayed(tokenHash: string): Promise<void> {
    const row = await this.sessions.findOneBy({ token_hash: tokenHash });
    if (row?.replaced_by) await this.revokeFamily(row.family_id);
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.sessions.update({ family_id: familyId, revoked_at: IsNull() }, { revoked_at: new Date() });
  }
}
