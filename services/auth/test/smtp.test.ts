import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@laneforge/platform/testing';
import { startTestAuth, uniqueEmail, type TestAuth } from './helpers';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A local SMTP server speaking the real protocol, standing in for the mail provider. */
let smtp: SMTPServer;
const inbox: Received[] = [];
let auth: TestAuth;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  auth = await startTestAuth({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'LaneForge <no-reply@laneforge.test>' });
});

afterAll(async () => {
  await auth?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('sends the reset code through SMTP_URL when it is set', async () => {
    const email = uniqueEmail('smtp');
    await auth.service.app.inject({ method: 'POST', url: '/auth/register', payload: { name: 'Mail Reader', email, password: 'sidestroke1' } });
    const res = await auth.service.app.inject({ method: 'POST', url: '/auth/reset-password/request', payload: { email } });
    expect(res.statusCode).toBe(200);

    const mail = await eventually(() => inbox.find((m) => m.to.includes(email)));
    expect(mail.from).toBe('no-reply@laneforge.test');
    expect(mail.data).toMatch(/Subject: Your LaneForge password reset code/);
    const code = /reset code is: (\d{6})/.exec(mail.data)?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const reset = await auth.service.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { email, code, new_password: 'newstroke2', confirm_password: 'newstroke2' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
