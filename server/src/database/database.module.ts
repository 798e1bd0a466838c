import { Global, Module } from '@nestjs/common';
import { DatabaseNotifications } from './notifications.js';
import { TransactionRunner } from './transaction-runner.js';

/** Makes the transaction helper and NOTIFY listening injectable everywhere (the DataSource comes from TypeOrmModule). */
@Global()
@Module({ providers: [TransactionRunner, DatabaseNotifications], exports: [TransactionRunner, DatabaseNotifications] })
export class DatabaseModule {}
