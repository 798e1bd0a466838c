import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * The one way a service opens a transaction (STYLE.md: services own transactions, repositories
 * run the queries). Repository methods that take part in a write accept the `manager` given here.
 */
@Injectable()
export class TransactionRunner {
  constructor(private readonly dataSource: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * A transaction that first takes a transaction-level advisory lock on `key` (any constant the
   * processes share): processes that run the same work at once take turns, each seeing what the
   * one before committed.
   */
  runLocked<T>(key: number, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.run(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [key]);
      return work(manager);
    });
  }
}
