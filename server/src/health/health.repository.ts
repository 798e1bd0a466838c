import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The health check's one query. */
@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Resolves once the database answers a trivial query; rejects with its error otherwise. */
  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
