import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '@laneforge/platform';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Renders a message as sending would and drops it: the same work where nothing may be sent. */
  rehearse(mail: Mail): Promise<void>;
}

/**
 * Sends over SMTP when configured; otherwise writes each message as an .eml file under
 * `<dataDir>/mail/` and logs where, so a local user can still finish a reset.
 */
export function createMailer(options: { smtpUrl?: string | undefined; from: string; dataDir: string; logger: Logger }): Mailer {
  // nodemailer is loaded with the first message: most processes never send one.
  const nodemailer = () => import('nodemailer').then((m) => m.default);
  const render = async (mail: Mail) => (await nodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }).sendMail({ from: options.from, ...mail });
  const rehearse = async (mail: Mail) => {
    await render(mail);
  };
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    let transport: Promise<Transporter> | undefined;
    return {
      async send(mail) {
        transport ??= nodemailer().then((n) => n.createTransport(smtpUrl));
        await (await transport).sendMail({ from: options.from, ...mail });
        options.logger.info({ subject: mail.subject }, 'mail sent');
      },
      rehearse,
    };
  }
  const dir = path.resolve(options.dataDir, 'mail');
  return {
    async send(mail) {
      const info = await render(mail);
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info({ subject: mail.subject, file }, 'no SMTP_URL set: mail written to file');
    },
    rehearse,
  };
}
