// Where a drained outbox row goes: an SMTP server (nodemailer) when SMTP_URL is set, otherwise the development
// mailbox, which is the outbox itself (a row marked `sent` is a mail in /dev/mailbox; decision 0041).
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

export interface MailTransport {
  kind: 'smtp' | 'dev-mailbox';
  /** Resolves once the receiving side accepted the mail; rejects on any failure (the worker retries). */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Each wait is bounded well below the worker's lease, so a hung server cannot outlive a claim (decision 0040). */
export const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...smtpTimeouts });
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** Accepts every mail: marking the row `sent` is what puts it in the development mailbox. */
export function devMailboxTransport(): MailTransport {
  return { kind: 'dev-mailbox', send: async () => undefined, close: () => undefined };
}

/** `null` in production without SMTP: the worker does not run and mails wait in the outbox. */
export function transportFor(config: Config): MailTransport | null {
  if (config.mail.smtpUrl) return smtpTransport(config.mail.smtpUrl);
  return config.mail.devMailbox ? devMailboxTransport() : null;
}
