import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuthToken, type AuthTokenPurpose } from './auth-token.entity.js';

/** What a used link proved: its account, and the address a change_email link confirms. */
export interface ConsumedToken {
  userId: string;
  newEmail: string | null;
}

/** The only place that queries auth_tokens (email links, stored as hashes). Every method runs in the caller's transaction. */
@Injectable()
export class AuthTokensRepository {
  async insert(
    manager: EntityManager,
    token: Pick<AuthToken, 'user_id' | 'purpose' | 'token_hash' | 'new_email' | 'expires_at'>,
  ): Promise<void> {
    await manager.insert(AuthToken, token);
  }

  /** Marks the account's unused tokens used: of one purpose, or of every purpose without one. */
  async markAllUsed(manager: EntityManager, userId: string, purpose?: AuthTokenPurpose): Promise<void> {
    const unused = manager
      .createQueryBuilder()
      .update(AuthToken)
      .set({ used_at: () => 'now()' })
      .where('user_id = :userId AND used_at IS NULL', { userId });
    await (purpose ? unused.andWhere('purpose = :purpose', { purpose }) : unused).execute();
  }

  /** Marks the token used if it is unused and unexpired, in one statement, so it can be used once only. */
  async markUsed(manager: EntityManager, tokenHash: string, purpose: AuthTokenPurpose): Promise<ConsumedToken | null> {
    const result = await manager
      .createQueryBuilder()
      .update(AuthToken)
      .set({ used_at: () => 'now()' })
      .where('token_hash = :tokenHash AND purpose = :purpose AND used_at IS NULL AND expires_at > now()', {
        tokenHash,
        purpose,
      })
      .returning(['user_id', 'new_email'])
      .execute();
    const [row] = result.raw as Pick<AuthToken, 'user_id' | 'new_email'>[];
    return row ? { userId: row.user_id, newEmail: row.new_email } : null;
  }
}
