import nodemailer from 'nodemailer';

/** One message of the outbox, as plain text. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Seconds a mail server has to answer before the attempt counts as failed (and is retried later). */
const timeoutMs = 20_000;

/**
 * Sends through the SMTP server of `SMTP_URL` (smtp://user:pass@host:587, or smtps:// for TLS
 * from the start). Pooled: the outbox sends its mail one after another on one connection.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    send: async (message) => {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
