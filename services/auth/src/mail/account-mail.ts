import { singleLine } from '@laneforge/contracts/text';
import type { AuthContext } from '../context';
import type { Mail } from './mailer';

/**
 * A message about the user's account: greeted by name, the lines given, and the product's address
 * to sign off. The name is the user's own text and stays data: one line inside the greeting
 * (names stored before line breaks were refused could hold some), never lines of the message.
 */
export function accountMail(ctx: AuthContext, user: { email: string; name: string }, subject: string, lines: readonly string[]): Mail {
  const name = singleLine(user.name);
  return {
    to: user.email,
    subject,
    text: [name ? `Hello ${name},` : 'Hello,', '', ...lines, '', `${ctx.config.PRODUCT_NAME} — ${ctx.config.APP_URL}`].join('\n'),
  };
}
