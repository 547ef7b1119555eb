import { chmod, mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Injectable } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { InjectConfig } from '../config/app-config';
import type { AppConfig } from '../config/env';

export interface OutgoingEmail {
  /** The notification id: the Message-ID, so a receiver can drop a duplicate delivery. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a reminder's RFC 8058 List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  createdAt: Date;
}

/**
 * Delivery (ADR 141). With `SMTP_URL` set, nodemailer sends through it (`sent`). Without it (allowed only with a
 * local PUBLIC_URL), nothing leaves the machine: each email is written as an .eml file, mode 0600, into the dev
 * mailbox (`DEV_MAILBOX_DIR`, default `.data/mail/`) for the person who ran `npm start` (`kept`). The mail itself
 * never goes to the log.
 */
@Injectable()
export class Mailer {
  private transport?: Transporter;
  private fileTransport?: Transporter;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  get sends(): boolean {
    return !!this.config.mail.smtpUrl;
  }

  async deliver(email: OutgoingEmail): Promise<'sent' | 'kept'> {
    const message = {
      from: this.config.mail.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: `<${email.id}@suego.notifications>`,
      date: email.createdAt,
      headers: email.headers,
    };
    const url = this.config.mail.smtpUrl;
    if (url) {
      this.transport ??= nodemailer.createTransport(url);
      await this.transport.sendMail(message);
      return 'sent';
    }
    const dir = this.config.mail.devMailboxDir;
    if (!dir) throw new Error('No SMTP_URL and no dev mailbox: nowhere to deliver');
    this.fileTransport ??= nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
    const { message: eml } = (await this.fileTransport.sendMail(message)) as { message: Buffer };
    await writeToMailbox(dir, `${email.createdAt.toISOString().replace(/[:.]/g, '-')}-${email.id}.eml`, eml);
    return 'kept';
  }

  close(): void {
    this.transport?.close();
    this.transport = undefined;
  }
}

/** One file per email, readable by its owner only, appearing whole (a retry rewrites the same name). */
async function writeToMailbox(dir: string, name: string, content: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, name);
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, content, { mode: 0o600 });
  await chmod(partial, 0o600);
  await rename(partial, file);
}

/** The console line at start-up saying where mail goes when there is no mail server (null when there is one). */
export function devMailboxNotice(config: Pick<AppConfig, 'mail'>): string | null {
  const dir = config.mail.devMailboxDir;
  return dir && !config.mail.smtpUrl
    ? `No SMTP_URL: emails are not sent, each one is written to ${dir}/ (open the .eml files with any mail app)`
    : null;
}
