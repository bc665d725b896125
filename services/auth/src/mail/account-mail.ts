import type { AuthContext } from '../context';
import type { Mail } from './mailer';

/** A message about the user's account: greeted by name, the lines given, and the product's address to sign off. */
export function accountMail(ctx: AuthContext, user: { email: string; name: string }, subject: string, lines: readonly string[]): Mail {
  return {
    to: user.email,
    subject,
    text: [`Hello ${user.name},`, '', ...lines, '', `${ctx.config.PRODUCT_NAME} — ${ctx.config.APP_URL}`].join('\n'),
  };
}
