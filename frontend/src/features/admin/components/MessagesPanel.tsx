import type { AdminMessage } from '@laneforge/contracts/admin';
import { adminTexts } from '@laneforge/contracts/messages';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { errorText } from '../../../lib/errors';
import { useCreateAdminMessageMutation } from '../api';
import { MESSAGE_TYPES } from '../plans';
import { Dialog, DialogActions } from './Dialog';
import { MessageList } from './MessageList';
import { recipientsText, TargetPicker, type PickedUser } from './TargetPicker';

/** A `datetime-local` value is the admin's own wall-clock time; the server gets the instant. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : null);

/** Spec §2 Admin Messages: write one, choose who sees it and until when; the sent ones below. */
export function MessagesPanel() {
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [type, setType] = useState<AdminMessage['message_type']>('info');
  const [audiences, setAudiences] = useState<string[]>(['all']);
  const [users, setUsers] = useState<PickedUser[]>([]);
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [send, { isLoading }] = useCreateAdminMessageMutation();
  // Spec §5: title and message are needed to enable sending; so is someone to send it to.
  const ready = Boolean(title.trim() && message.trim() && (audiences.length || users.length));

  // Sending asks first, naming exactly who will get the message.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (ready) setConfirming(true);
  };

  const confirm = async () => {
    try {
      await send({ title: title.trim(), message: message.trim(), message_type: type, target_users: [...audiences, ...users.map((u) => u.id)], expires_at: instantOf(expires) }).unwrap();
      toast.success(adminTexts.messageCreated);
      setTitle('');
      setMessage('');
      setUsers([]);
      setExpires('');
    } catch (err) {
      setError(errorText(err, adminTexts.createMessageFailed));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <div className="admin-columns">
      <section className="card admin-panel" aria-labelledby="message-title">
        <h2 id="message-title" className="card-title">
          New Message
        </h2>
        <form onSubmit={submit} noValidate className="stack">
          <FormError message={error} />
          <TextField id="message-title-input" label="Title" value={title} onChange={(e) => setTitle(e.target.value)} maxLength={120} />
          <div className="field">
            <label className="label" htmlFor="message-text">
              Message
            </label>
            <textarea id="message-text" className="textarea" rows={4} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={2000} />
          </div>
          <div className="admin-form-row">
            <div className="field">
              <label className="label" htmlFor="message-type">
                Type
              </label>
              <select id="message-type" className="select" value={type} onChange={(e) => setType(e.target.value as AdminMessage['message_type'])}>
                {MESSAGE_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="label" htmlFor="message-expires">
                Expires (optional)
              </label>
              <input id="message-expires" className="input" type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} aria-describedby="message-expires-hint" />
              <span id="message-expires-hint" className="hint">
                Empty: shown until you withdraw it.
              </span>
            </div>
          </div>
          <TargetPicker audiences={audiences} users={users} onAudiences={setAudiences} onUsers={setUsers} />
          <button type="submit" className="btn btn-primary" disabled={!ready || isLoading}>
            {isLoading ? <Spinner small /> : null}
            Send Message
          </button>
        </form>
        {confirming && (
          <Dialog title="Send this message?" onClose={() => setConfirming(false)}>
            <p>
              “{title.trim()}” goes to <strong>{recipientsText(audiences, users)}</strong>.
            </p>
            <p className="muted">
              {audiences.some((a) => a !== 'all') ? 'A tier means its monthly and annual plans, as each user’s plan is when they open the dashboard. ' : ''}
              {expires ? `It shows until ${new Date(expires).toLocaleString()}.` : 'It shows until you withdraw it.'}
            </p>
            <DialogActions label="Send" busy={isLoading} onCancel={() => setConfirming(false)} onConfirm={() => void confirm()} />
          </Dialog>
        )}
      </section>
      <MessageList />
    </div>
  );
}
