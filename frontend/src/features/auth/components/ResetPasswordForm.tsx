import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { messages } from '@laneforge/contracts/messages';
import { FormError } from '../../../components/FormError';
import { PasswordInput } from '../../../components/PasswordInput';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { useRequestResetCodeMutation, useResetPasswordMutation } from '../api';
import { validateReset } from '../validation';
import { TextField } from '../../../components/TextField';

/**
 * DECISIONS.md: reset is two steps. "Send code" mails a 6-digit code; the code then proves the
 * email is yours when the new password is set.
 */
export function ResetPasswordForm({ initialEmail, onDone }: { initialEmail: string; onDone: (email: string) => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [requestCode, { isLoading: sending }] = useRequestResetCodeMutation();
  const [resetPassword, { isLoading: resetting }] = useResetPasswordMutation();

  const sendCode = async () => {
    setSent(null);
    if (!email.trim()) {
      setError(messages.fillAllFields);
      return;
    }
    setError(null);
    try {
      const result = await requestCode({ email: email.trim() }).unwrap();
      setSent(result.message || messages.resetCodeSent);
    } catch (err) {
      setError(errorText(err, 'Failed to reset password'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReset({ email, code, newPassword, confirmPassword });
    setError(invalid);
    if (invalid) return;
    try {
      await resetPassword({
        email: email.trim(),
        code: code.trim(),
        new_password: newPassword,
        confirm_password: confirmPassword,
      }).unwrap();
      toast.success('Password reset successfully! You can now login with your new password.');
      onDone(email.trim());
    } catch (err) {
      setError(errorText(err, 'Failed to reset password'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <FormError message={error} />
      {sent && (
        <div className="alert alert-info" role="status">
          {sent}
        </div>
      )}
      <div className="code-row">
        <TextField id="reset-email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <button type="button" className="btn btn-secondary" onClick={sendCode} disabled={sending}>
          {sending ? <Spinner small /> : null}
          Send code
        </button>
      </div>
      <div className="field">
        <label className="label" htmlFor="reset-code">
          6-digit code
        </label>
        <input
          id="reset-code"
          className="input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-describedby="reset-code-hint"
        />
        <span id="reset-code-hint" className="hint">
          From the email we send you. It is valid for 15 minutes.
        </span>
      </div>
      <PasswordInput
        id="reset-new"
        label="New Password"
        autoComplete="new-password"
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <PasswordInput
        id="reset-confirm"
        label="Confirm Password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <div className="btn-row" style={{ marginTop: 20 }}>
        <button type="button" className="btn btn-secondary" onClick={() => onDone(email)}>
          Back to Login
        </button>
        <button type="submit" className="btn btn-primary" disabled={resetting} style={{ flex: 1 }}>
          {resetting ? <Spinner small /> : null}
          Reset Password
        </button>
      </div>
    </form>
  );
}
