import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { RefreshSession } from './refresh-session.entity.js';

export type NewRefreshSession = Pick<RefreshSession, 'user_id' | 'family_id' | 'token_hash' | 'expires_at'>;
export type ClaimedRefreshSession = Pick<RefreshSession, 'id' | 'user_id' | 'family_id'>;

/** The only place that queries refresh_sessions (refresh tokens, stored as hashes). */
@Injectable()
export class RefreshSessionsRepository {
  constructor(@InjectRepository(RefreshSession) private readonly sessions: Repository<RefreshSession>) {}

  /** Inserts in the caller's transaction, or on its own without one. */
  async insert(session: NewRefreshSession, manager: EntityManager = this.sessions.manager): Promise<string> {
    const row = await manager.save(manager.create(RefreshSession, session));
    return row.id;
  }

  /** Whether some token of the family is unrevoked and unexpired. */
  hasLiveToken(userId: string, familyId: string): Promise<boolean> {
    return this.sessions.existsBy({
      user_id: userId,
      family_id: familyId,
      revoked_at: IsNull(),
      expires_at: MoreThan(new Date()),
    });
  }

  findByTokenHash(tokenHash: string): Promise<RefreshSession | null> {
    return this.sessions.findOneBy({ token_hash: tokenHash });
  }

  /** Revokes the token if it is live, in one statement, so two concurrent uses cannot both claim it. */
  async claim(manager: EntityManager, tokenHash: string): Promise<ClaimedRefreshSession | null> {
    const result = await manager
      .createQueryBuilder()
      .update(RefreshSession)
      .set({ revoked_at: () => 'now()' })
      .where('token_hash = :tokenHash AND revoked_at IS NULL AND expires_at > now()', { tokenHash })
      .returning(['id', 'user_id', 'family_id'])
      .execute();
    const [claimed] = result.raw as ClaimedRefreshSession[];
    return claimed ?? null;
  }

  async setReplacedBy(manager: EntityManager, id: string, replacedBy: string): Promise<void> {
    await manager.update(RefreshSession, { id }, { replaced_by: replacedBy });
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.sessions.update({ family_id: familyId, revoked_at: IsNull() }, { revoked_at: new Date() });
  }

  async revokeAllOfUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(RefreshSession, { user_id: userId, revoked_at: IsNull() }, { revoked_at: new Date() });
  }
}
