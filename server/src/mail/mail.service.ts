import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * One port, two adapters (ARCHITECTURE): SMTP through nodemailer when SMTP_URL is set,
 * otherwise each message becomes a JSON file in DATA_DIR/outbox so the embedded default
 * works with nothing installed. Logs name the recipient and subject, never the body (it
 * carries one-time links).
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport?: Transporter;
  readonly outboxDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.outboxDir = path.join(config.dataDir, 'outbox');
    if (config.smtpUrl) this.transport = nodemailer.createTransport(config.smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, ...message });
      this.logger.log(`Mail sent over SMTP: "${message.subject}" to ${message.to}`);
      return;
    }
    const file = await this.writeToOutbox(message);
    this.logger.log(`Mail written to ${file}: "${message.subject}" to ${message.to}`);
  }

  private async writeToOutbox(message: MailMessage): Promise<string> {
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    const id = randomBytes(6).toString('hex');
    const file = path.join(this.outboxDir, `${Date.now()}-${id}.json`);
    const record = { id, from: this.config.mailFrom, ...message, created_at: new Date().toISOString() };
    // Written aside, then renamed: whoever reads the folder sees whole messages only.
    await writeFile(`${file}.part`, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 });
    await rename(`${file}.part`, file);
    return file;
  }
}
