import { Global, Module } from '@nestjs/common';
import { TransactionRunner } from './transaction-runner.js';

/** Makes the transaction helper injectable everywhere (the DataSource comes from TypeOrmModule). */
@Global()
@Module({ providers: [TransactionRunner], exports: [TransactionRunner] })
export class DatabaseModule {}
