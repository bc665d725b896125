import type { AdminMessage } from '@laneforge/contracts/admin';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { useAdminMessagesQuery, useDeactivateAdminMessageMutation } from '../api';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function stateOf(message: AdminMessage): string {
  if (message.active) return message.expires_at ? `Active until ${when(message.expires_at)}` : 'Active';
  return message.deactivated_at ? `Withdrawn ${when(message.deactivated_at)}` : `Expired ${when(message.expires_at!)}`;
}

/** The messages sent, newest first; an active one can be withdrawn before it expires. */
export function MessageList() {
  const { data, error, isLoading } = useAdminMessagesQuery();
  const [deactivate] = useDeactivateAdminMessageMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const withdraw = async (message: AdminMessage) => {
    setBusy(message.id);
    setFailure(null);
    try {
      await deactivate(message.id).unwrap();
      toast.success(`“${message.title}” was withdrawn`);
    } catch (err) {
      setFailure(errorText(err, 'Failed to deactivate message'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card admin-panel" aria-labelledby="sent-title">
      <h2 id="sent-title" className="card-title">
        Sent Messages
      </h2>
      {isLoading && <Spinner />}
      <FormError message={error ? errorText(error, 'Failed to load admin messages') : failure} />
      {data?.length === 0 && <p className="muted">No messages sent yet.</p>}
      <ul className="admin-messages">
        {data?.map((message) => (
          <li key={message.id} className={`admin-message admin-message-${message.message_type}${message.active ? '' : ' admin-message-ended'}`}>
            <div className="admin-message-head">
              <strong>{message.title}</strong>
              <span className="badge">{message.message_type}</span>
            </div>
            <p>{message.message}</p>
            <p className="muted small">
              To {message.target_labels.join(', ')} · by {message.created_by}, {when(message.created_at)} · {stateOf(message)}
            </p>
            {message.active && (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => void withdraw(message)} disabled={busy === message.id} aria-label={`Deactivate “${message.title}”`}>
                {busy === message.id ? <Spinner small /> : null}
                Deactivate
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
