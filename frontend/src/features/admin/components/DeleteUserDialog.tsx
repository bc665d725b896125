import { useState } from 'react';
import { toast } from 'react-toastify';
import { adminTexts, deleteUserConfirmation } from '@laneforge/contracts/messages';
import type { User } from '@laneforge/contracts/user';
import { FormError } from '../../../components/FormError';
import { errorText } from '../../../lib/errors';
import { useDeleteAdminUserMutation } from '../api';
import { Dialog, DialogActions } from './Dialog';

/** Spec §6: deleting asks first, in the spec's words; it is never offered for administrators. */
export function DeleteUserDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const [remove, { isLoading }] = useDeleteAdminUserMutation();
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      await remove(user.id).unwrap();
      toast.success(adminTexts.userDeleted);
      onClose();
    } catch (err) {
      setError(errorText(err, adminTexts.deleteFailed));
    }
  };

  return (
    <Dialog title="Delete User" onClose={onClose}>
      <div className="stack">
        <p>{deleteUserConfirmation(user.name || user.email)}</p>
        <p className="muted small">Their plans, share links, picture and sessions go with the account, and any paid subscription is cancelled.</p>
        <FormError message={error} />
        <DialogActions label="Delete" busy={isLoading} onCancel={onClose} onConfirm={() => void confirm()} danger />
      </div>
    </Dialog>
  );
}
