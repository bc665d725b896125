import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { adminTexts } from '@laneforge/contracts/messages';
import type { Role } from '@laneforge/contracts/user';
import { FormError } from '../../../components/FormError';
import { PasswordInput } from '../../../components/PasswordInput';
import { Spinner } from '../../../components/Spinner';
import { TextField } from '../../../components/TextField';
import { errorText } from '../../../lib/errors';
import { useCreateAdminUserMutation } from '../api';
import { ASSIGNABLE_PLANS, planLabel, type AssignablePlan } from '../plans';

const blank = { name: '', email: '', password: '', plan: 'free' as AssignablePlan, role: 'user' as Role };

/** Spec §6: an account with name, email, password and plan; the role defaults to user. */
export function CreateAccountPanel() {
  const [form, setForm] = useState(blank);
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateAdminUserMutation();
  const set = <K extends keyof typeof blank>(key: K, value: (typeof blank)[K]) => setForm((f) => ({ ...f, [key]: value }));
  // Spec §5: name, email and password are needed to enable the button.
  const ready = Boolean(form.name.trim() && form.email.trim() && form.password);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const created = await create({ name: form.name.trim(), email: form.email.trim(), password: form.password, subscription_type: form.plan, role: form.role }).unwrap();
      // Spec §8's words, then who was made: the form is cleared, so the toast is the only record on screen.
      toast.success(`${adminTexts.userCreated}: ${created.name} (${created.email}), ${planLabel(created.subscription_type)}${created.role === 'admin' ? ', administrator' : ''}.`);
      setForm(blank);
    } catch (err) {
      setError(errorText(err, adminTexts.createFailed));
    }
  };

  return (
    <section className="card admin-panel" aria-labelledby="create-title">
      <h2 id="create-title" className="card-title">
        Create Account
      </h2>
      <form onSubmit={submit} noValidate className="stack admin-narrow">
        <FormError message={error} />
        <TextField id="create-name" label="Full Name" value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
        <TextField id="create-email" label="Email" type="email" value={form.email} onChange={(e) => set('email', e.target.value)} autoComplete="off" />
        <PasswordInput id="create-password" label="Password" value={form.password} onChange={(e) => set('password', e.target.value)} autoComplete="new-password" />
        <div className="admin-form-row">
          <div className="field">
            <label className="label" htmlFor="create-plan">
              Subscription Type
            </label>
            <select id="create-plan" className="select" value={form.plan} onChange={(e) => set('plan', e.target.value as AssignablePlan)} disabled={form.role === 'admin'}>
              {ASSIGNABLE_PLANS.map((plan) => (
                <option key={plan} value={plan}>
                  {planLabel(plan)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="label" htmlFor="create-role">
              Role
            </label>
            <select id="create-role" className="select" value={form.role} onChange={(e) => set('role', e.target.value as Role)}>
              <option value="user">User</option>
              <option value="admin">Admin</option>
            </select>
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={!ready || isLoading}>
          {isLoading ? <Spinner small /> : null}
          Create Account
        </button>
      </form>
    </section>
  );
}
