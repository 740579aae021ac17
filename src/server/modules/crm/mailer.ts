import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** SMTP through nodemailer (SMTP_URL, e.g. smtp://user:pass@mail.example.vn:587). */
export function createMailer(opts: { smtpUrl: string; from: string }) {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  const domain = opts.from.replace(/^.*@/, '').replace(/[>\s]/g, '') || 'localhost';
  return {
    /** The Message-ID comes from the idempotency key: a resent mail is recognisably the same mail. */
    async send(message: MailMessage, idempotencyKey: string): Promise<void> {
      try {
        await transport.sendMail({ from: opts.from, messageId: `<${idempotencyKey}@${domain}>`, ...message });
      } catch (error) {
        throw new Error(`Không gửi được e-mail: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    close: () => transport.close(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
