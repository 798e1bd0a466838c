import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The health checks' queries. */
@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Resolves once the database answers a trivial query; rejects with its error otherwise. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }

  /** The migrations this build knows that the database has not recorded as run (empty: up to date). */
  async pendingMigrations(): Promise<string[]> {
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    const rows: Array<{ name: string }> = await this.dataSource.query(`SELECT name FROM "${table}"`);
    const run = new Set(rows.map((row) => row.name));
    // The data source's migrations are this build's (data-source-options.ts); TypeORM records each
    // under its `name`, or its class name without one.
    const names = this.dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
    return names.filter((name) => !run.has(name));
  }
}
