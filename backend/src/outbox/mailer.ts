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
}

/**
 * Delivery. With `SMTP_URL` set, nodemailer sends through it; unset (the embedded default), nothing leaves the
 * machine and `deliver` answers `kept`: the mail stays in the outbox for staff to read at /admin/outbox.
 */
@Injectable()
export class Mailer {
  private transport?: Transporter;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  get sends(): boolean {
    return !!this.config.mail.smtpUrl;
  }

  async deliver(email: OutgoingEmail): Promise<'sent' | 'kept'> {
    const url = this.config.mail.smtpUrl;
    if (!url) return 'kept';
    this.transport ??= nodemailer.createTransport(url);
    await this.transport.sendMail({
      from: this.config.mail.from,
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: `<${email.id}@suego.notifications>`,
    });
    return 'sent';
  }

  close(): void {
    this.transport?.close();
    this.transport = undefined;
  }
}
