import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { useAdminAuditInfiniteQuery } from '../api';
import { auditActionLabel, auditChanges } from '../plans';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** Every administrator write, newest first: who, what, to whom, what changed. */
export function AuditPanel() {
  const { data, error, isLoading, hasNextPage, fetchNextPage, isFetchingNextPage } = useAdminAuditInfiniteQuery();
  const entries = data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="card admin-panel" aria-labelledby="audit-title">
      <h2 id="audit-title" className="card-title">
        Audit Log
      </h2>
      {isLoading && <Spinner />}
      {error ? <FormError message={errorText(error, 'Failed to load the audit log')} /> : null}
      {data && entries.length === 0 && <p className="muted">No administrator actions yet.</p>}
      <ol className="admin-audit">
        {entries.map((entry) => (
          <li key={entry.id}>
            <div className="admin-audit-head">
              <strong>{auditActionLabel(entry.action)}</strong> <span>{entry.target_label}</span>
            </div>
            <p className="muted small">
              {entry.actor_email} · <time dateTime={entry.created_at}>{when(entry.created_at)}</time>
            </p>
            <ul className="admin-audit-changes">
              {auditChanges(entry).map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {hasNextPage && (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? <Spinner small /> : null}
          Show older entries
        </button>
      )}
    </section>
  );
}
