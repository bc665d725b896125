import type { Actor, AdminContext } from '../context';

/** The acting administrator as the log names them: their id and, from auth, their email. */
export async function actorIdentity(ctx: AdminContext, actor: Actor): Promise<{ id: string; email: string }> {
  const user = await ctx.auth.get(actor.id, actor.requestId);
  return { id: user.id, email: user.email };
}
