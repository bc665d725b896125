import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { adminTexts } from '@laneforge/contracts/messages';
import type { User } from '@laneforge/contracts/user';
import { FormError } from '../../../components/FormError';
import { errorText } from '../../../lib/errors';
import { useUpdateAdminUserMutation } from '../api';
import { planLabel } from '../plans';
import { Dialog, DialogActions } from './Dialog';
import { SubscriptionFields } from './SubscriptionFields';

/** Spec §2: the update-subscription dialog; its submit is `PUT /admin/users/{id}`, billing applies it as an override. */
export function SubscriptionDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [type, setType] = useState(user.subscription_type);
  const [status, setStatus] = useState(user.subscription_status);
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateAdminUserMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await update({ id: user.id, changes: { subscription_type: type, subscription_status: status } }).unwrap();
      toast.success(adminTexts.userUpdated);
      onClose();
    } catch (err) {
      setError(errorText(err, adminTexts.updateFailed));
    }
  };

  return (
    <Dialog title="Update Subscription" onClose={onClose}>
      <form onSubmit={submit} noValidate className="stack">
        <p className="muted">
          {user.name} ({user.email}) is on {planLabel(user.subscription_type)}. The change takes effect at once, recorded as an administrator’s change.
        </p>
        <FormError message={error} />
        <SubscriptionFields idPrefix="subscription" current={user} type={type} status={status} onType={setType} onStatus={setStatus} />
        <DialogActions label="Update Subscription" busy={isLoading} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
