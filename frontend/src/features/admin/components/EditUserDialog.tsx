import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { adminTexts, messages } from '@laneforge/contracts/messages';
import type { Role, User } from '@laneforge/contracts/user';
import { FormError } from '../../../components/FormError';
import { TextField } from '../../../components/TextField';
import { errorText } from '../../../lib/errors';
import { useUpdateAdminUserMutation } from '../api';
import { Dialog, DialogActions } from './Dialog';
import { SubscriptionFields } from './SubscriptionFields';

/** Spec §2: the edit dialog — name, email, subscription type and status (and the role). */
export function EditUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [role, setRole] = useState<Role>(user.role);
  const [type, setType] = useState(user.subscription_type);
  const [status, setStatus] = useState(user.subscription_status);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateAdminUserMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !email.trim()) return setError(messages.nameAndEmailRequired);
    setError(null);
    try {
      await update({ id: user.id, changes: { name: name.trim(), email: email.trim(), role, subscription_type: type, subscription_status: status } }).unwrap();
      toast.success(adminTexts.userUpdated);
      onClose();
    } catch (err) {
      setError(errorText(err, adminTexts.updateFailed));
    }
  };

  return (
    <Dialog title={`Edit ${user.name || user.email}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="stack">
        <FormError message={error} />
        <TextField id="edit-name" label="Full Name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        <TextField id="edit-email" label="Email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        <SubscriptionFields idPrefix="edit" current={user} type={type} status={status} onType={setType} onStatus={setStatus} />
        <div className="field">
          <label className="label" htmlFor="edit-role">
            Role
          </label>
          <select id="edit-role" className="select" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            <option value="user">User</option>
            <option value="admin">Admin</option>
          </select>
        </div>
        <DialogActions label="Save Changes" busy={isLoading} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
