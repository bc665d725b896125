import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { LockIcon } from '../../../components/icons';
import { PasswordInput } from '../../../components/PasswordInput';
import { Spinner } from '../../../components/Spinner';
import { timings } from '../../../lib/config';
import { errorText } from '../../../lib/errors';
import { useChangePasswordMutation } from '../api';
import { useSignOut } from '../../../lib/auth/useSignOut';
import type { PasswordChangeForm } from '../validation';
import { validatePasswordChange } from '../validation';

const empty: PasswordChangeForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** DECISIONS.md: the current password is asked too; success ends every session, so sign out after 1 s. */
export function PasswordCard() {
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const signOut = useSignOut();
  const set = (key: keyof PasswordChangeForm, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePasswordChange(form);
    setError(invalid);
    if (invalid) return;
    try {
      await changePassword({
        current_password: form.currentPassword,
        new_password: form.newPassword,
        confirm_password: form.confirmPassword,
      }).unwrap();
      setDone(true);
      toast.success('Password reset successfully! Please login again.');
      setTimeout(() => void signOut(), timings.logoutAfterPasswordChange);
    } catch (err) {
      setError(errorText(err, 'Failed to reset password'));
    }
  };

  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title" className="card-title">
        <LockIcon /> Password &amp; Security
      </h2>
      <p className="muted small">Changing your password signs you out everywhere, including this device.</p>
      <form onSubmit={submit} noValidate aria-labelledby="reset-password-title">
        <h3 id="reset-password-title" className="subheading">
          Reset Password
        </h3>
        <FormError message={error} />
        <PasswordInput
          id="pw-current"
          label="Current Password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(e) => set('currentPassword', e.target.value)}
        />
        <PasswordInput
          id="pw-new"
          label="New Password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(e) => set('newPassword', e.target.value)}
        />
        <PasswordInput
          id="pw-confirm"
          label="Confirm Password"
          autoComplete="new-password"
          value={form.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
        />
        <div className="btn-row" style={{ marginTop: 18 }}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setForm(empty);
              setError(null);
            }}
            disabled={isLoading || done}
          >
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isLoading || done}>
            {isLoading ? <Spinner small /> : null}
            Update Password
          </button>
        </div>
      </form>
    </section>
  );
}
