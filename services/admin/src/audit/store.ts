import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '@laneforge/contracts';
import type { Database } from '@laneforge/platform';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import { auditLog, type AdminSchema } from '../db/schema';
import type { AuditRecord } from './audit';

type Db = Database<AdminSchema>;
type AuditRow = typeof auditLog.$inferSelect;

export async function recordAudit(db: Db, record: AuditRecord, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    id: randomUUID(),
    actorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    before: record.before,
    after: record.after,
    createdAt: at,
  });
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actor_id: row.actorId,
  actor_email: row.actorEmail,
  action: row.action as AuditEntry['action'],
  target_type: row.targetType,
  target_id: row.targetId,
  target_label: row.targetLabel,
  before: row.before ?? null,
  after: row.after ?? null,
  created_at: row.createdAt.toISOString(),
});

/** One page of the log, newest first; `next` is the cursor of the page after, if any. */
export async function listAudit(db: Db, page: { limit: number; before?: string | undefined }): Promise<{ items: AuditEntry[]; next: string | null }> {
  let where;
  if (page.before) {
    const [cursor] = await db.select({ createdAt: auditLog.createdAt, id: auditLog.id }).from(auditLog).where(eq(auditLog.id, page.before)).limit(1);
    if (!cursor) return { items: [], next: null };
    where = or(lt(auditLog.createdAt, cursor.createdAt), and(eq(auditLog.createdAt, cursor.createdAt), lt(auditLog.id, cursor.id)));
  }
  const rows = await db.select().from(auditLog).where(where).orderBy(desc(auditLog.createdAt), desc(auditLog.id)).limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  return { items: shown.map(toEntry), next: rows.length > page.limit ? shown.at(-1)!.id : null };
}
