/** Digest mail: nodemailer to SMTP_URL, or (the default) one `.eml` file per message in DATA_DIR/mail. */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, `<…@…>`. */
  messageId: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const FROM = 'jobstar digests <digests@jobstar.invalid>';

export function createMailer(options: { smtpUrl?: string; mailDir: string; now: () => Date }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: FROM, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, date: options.now(), ...message });
      fs.mkdirSync(options.mailDir, { recursive: true });
      const stamp = options.now().toISOString().replace(/[:.]/g, '-');
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      counter += 1;
      const file = path.join(options.mailDir, `${stamp}-${process.pid}-${counter}-${safeTo}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
    },
  };
}
