import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import type { GenerationInput, GenerationStatus } from '../contracts/generation.js';
import { GenerationRow } from './generation.entity.js';

export interface LapsedGeneration {
  id: string;
  status: Extract<GenerationStatus, 'queued' | 'failed'>;
  restarts: number;
}

/** The generations table's queries (a saved draft's movie and places are written by their modules). */
@Injectable()
export class GenerationRepository {
  constructor(
    @InjectRepository(GenerationRow) private readonly rows: Repository<GenerationRow>,
    private readonly db: DataSource,
  ) {}

  findById(id: string): Promise<GenerationRow | null> {
    return this.rows.findOne({ where: { id } });
  }

  /** The queued or running generation of this input, if any (the partial unique index allows one). */
  findActive(inputKey: string): Promise<GenerationRow | null> {
    return this.rows
      .createQueryBuilder('g')
      .where('g.input_key = :inputKey', { inputKey })
      .andWhere("g.status IN ('queued', 'running')")
      .getOne();
  }

  /** Inserts a queued row; null when another request queued the same input a moment earlier. */
  async insertQueued(
    manager: EntityManager,
    row: Pick<GenerationRow, 'input' | 'input_key' | 'requested_by_id' | 'requested_by' | 'model'>,
  ): Promise<string | null> {
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO generations (input, input_key, requested_by_id, requested_by, status, step, model)
       VALUES ($1, $2, $3, $4, 'queued', 'queued', $5)
       ON CONFLICT (input_key) WHERE status IN ('queued', 'running') DO NOTHING RETURNING id`,
      [JSON.stringify(row.input), row.input_key, row.requested_by_id, row.requested_by, row.model],
    );
    return inserted[0]?.id ?? null;
  }

  async remove(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  /**
   * Takes the generation for one run: only a queued or running one that no run holds (a lapsed lease
   * is left to `takeLapsed`, which decides between running it again and failing it). Answers its input.
   */
  async claim(id: string, runId: string, leaseMs: number): Promise<GenerationInput | null> {
    const [rows] = (await this.db.query(
      `UPDATE generations SET status = 'running', step = 'asking-model', run_id = $2,
         lease_until = now() + $3 * interval '1 millisecond', updated_at = now()
       WHERE id = $1 AND status IN ('queued', 'running') AND lease_until IS NULL
       RETURNING input`,
      [id, runId, leaseMs],
    )) as [{ input: GenerationInput }[], number];
    return rows[0]?.input ?? null;
  }

  /** The run's heartbeat; false once the run no longer holds the generation. */
  async renewLease(id: string, runId: string, leaseMs: number): Promise<boolean> {
    const [, count] = (await this.db.query(
      `UPDATE generations SET lease_until = now() + $3 * interval '1 millisecond' WHERE id = $1 AND run_id = $2`,
      [id, runId, leaseMs],
    )) as [unknown, number];
    return count > 0;
  }

  /** A run's write, made only while the run holds the generation; false when another took it over. */
  async updateRun(id: string, runId: string, changes: Partial<GenerationRow>): Promise<boolean> {
    const result = await this.rows.update({ id, run_id: runId }, changes);
    return (result.affected ?? 0) > 0;
  }

  /**
   * Running generations whose lease lapsed (their worker died): queued again with one more restart
   * while fewer than `maxRestarts` were made, failed otherwise. One process takes each (SKIP LOCKED).
   */
  async takeLapsed(maxRestarts: number, queuedReason: string, failedReason: string): Promise<LapsedGeneration[]> {
    const [rows] = (await this.db.query(
      `UPDATE generations g SET
         status = CASE WHEN g.restarts < $1 THEN 'queued' ELSE 'failed' END,
         step = CASE WHEN g.restarts < $1 THEN 'queued' ELSE 'failed' END,
         error = CASE WHEN g.restarts < $1 THEN $2 ELSE $3 END,
         restarts = CASE WHEN g.restarts < $1 THEN g.restarts + 1 ELSE g.restarts END,
         lease_until = NULL, run_id = NULL, updated_at = now()
       WHERE g.id IN (
         SELECT id FROM generations WHERE status = 'running' AND lease_until < now()
         ORDER BY lease_until LIMIT 50 FOR UPDATE SKIP LOCKED)
       RETURNING g.id, g.status, g.restarts`,
      [maxRestarts, queuedReason, failedReason],
    )) as [LapsedGeneration[], number];
    return rows;
  }

  /** Undoes a re-queue whose job could not be added, so the next look takes the generation again. */
  async putBackLapsed(id: string, restarts: number): Promise<void> {
    await this.db.query(
      `UPDATE generations SET status = 'running', restarts = restarts - 1, lease_until = now(), updated_at = now()
       WHERE id = $1 AND status = 'queued' AND restarts = $2 AND lease_until IS NULL`,
      [id, restarts],
    );
  }

  listRecent(limit: number): Promise<GenerationRow[]> {
    return this.rows.find({ order: { created_at: 'DESC', id: 'DESC' }, take: limit });
  }

  async markSaved(manager: EntityManager, id: string, movieId: string): Promise<void> {
    await manager.query(`UPDATE generations SET saved_movie_id = $2, updated_at = now() WHERE id = $1`, [id, movieId]);
  }
}
