import type { EntityManager } from 'typeorm';
import type { AuditRecord } from '../audit/index.js';
import type { TransactionRunner } from '../database/index.js';

type Actor = AuditRecord['actor'];

/** A catalogue table's one writer (MovieWrites, LocationWrites), as the admin editors use it. */
export interface CatalogWriter<Fields> {
  create(manager: EntityManager, fields: Fields, actor: Actor): Promise<{ id: string }>;
  update(manager: EntityManager, id: string, fields: Fields, actor: Actor): Promise<void>;
  delete(manager: EntityManager, id: string, actor: Actor): Promise<void>;
}

/**
 * The admin writes of a catalogue (movies, locations). Each is one transaction in which the table's
 * writer changes the row with its slug history, audit record and outbox event, so the search index
 * and the map follow exactly the writes that committed; create and update answer with the editor's
 * view of the row (`get`), read after the commit.
 */
export abstract class CatalogAdminWrites<Fields, View> {
  protected constructor(
    private readonly writer: CatalogWriter<Fields>,
    private readonly transactions: TransactionRunner,
  ) {}

  abstract get(id: string): Promise<View>;

  async create(actor: Actor, fields: Fields): Promise<View> {
    const row = await this.transactions.run((manager) => this.writer.create(manager, fields, actor));
    return this.get(row.id);
  }

  async update(actor: Actor, id: string, fields: Fields): Promise<View> {
    await this.transactions.run((manager) => this.writer.update(manager, id, fields, actor));
    return this.get(id);
  }

  /** What goes with the row (a movie's locations, their reviews) is deleted by the database's cascades. */
  async delete(actor: Actor, id: string): Promise<void> {
    await this.transactions.run((manager) => this.writer.delete(manager, id, actor));
  }
}
