import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@laneforge/platform';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends over SMTP when configured; otherwise writes each message as an .eml file under
 * `<dataDir>/mail/` and logs where, so a local user can still finish a reset.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; dataDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.logger.info({ subject: mail.subject }, 'mail sent');
      },
    };
  }
  const dir = path.resolve(options.dataDir, 'mail');
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await render.sendMail({ from: options.from, ...mail });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ subject: mail.subject, file }, 'no SMTP_URL set: mail written to file');
    },
  };
}
