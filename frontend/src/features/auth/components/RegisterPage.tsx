import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { PasswordInput } from '../../../components/PasswordInput';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { browserTimeZone } from '../../../lib/timezone';
import { useRegisterMutation } from '../api';
import { useSignIn } from '../hooks/useSignIn';
import type { RegisterForm } from '../validation';
import { validateRegister } from '../validation';
import { AuthLayout } from './AuthLayout';
import { messages } from '@laneforge/contracts/messages';
import { TextField } from '../../../components/TextField';
import { emptyFields, useInvalidFields } from '../../../components/useInvalidFields';

const empty: RegisterForm = { name: '', email: '', password: '', acceptTerms: false, acceptPrivacy: false };

/** The fields each of spec §5's register errors is about. */
function invalidOf(error: string | null, form: RegisterForm): string[] {
  if (error === messages.fillAllFields) return emptyFields({ 'register-name': form.name, 'register-email': form.email, 'register-password': form.password });
  if (error === messages.passwordMin6) return ['register-password'];
  if (error === messages.acceptTerms) return emptyFields({ 'register-terms': form.acceptTerms, 'register-privacy': form.acceptPrivacy });
  return [];
}

export default function RegisterPage() {
  const [form, setForm] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [register, { isLoading }] = useRegisterMutation();
  const signIn = useSignIn();
  const { search } = useLocation();
  const fields = useInvalidFields('register-error');
  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateRegister(form);
    setError(invalid);
    fields.mark(invalidOf(invalid, form));
    if (invalid) return;
    try {
      const result = await register({
        name: form.name.trim(),
        email: form.email.trim(),
        password: form.password,
        timezone: browserTimeZone(),
      }).unwrap();
      toast.success('Registration successful!');
      await signIn(result, true);
    } catch (err) {
      setError(errorText(err, 'Registration failed'));
    }
  };

  return (
    <AuthLayout title="Create your account" subtitle="Free forever plan included. Your first workout is minutes away.">
      <form onSubmit={submit} noValidate aria-label="Create account">
        <FormError message={error} id="register-error" />
        <TextField id="register-name" label="Full Name" autoComplete="name" value={form.name} onChange={(e) => set('name', e.target.value)} {...fields.field('register-name')} />
        <TextField id="register-email" label="Email" type="email" autoComplete="email" value={form.email} onChange={(e) => set('email', e.target.value)} {...fields.field('register-email')} />
        <div className="field">
          <PasswordInput
            id="register-password"
            label="Password"
            autoComplete="new-password"
            aria-describedby="register-password-hint"
            value={form.password}
            onChange={(e) => set('password', e.target.value)}
            {...fields.field('register-password')}
          />
          <span id="register-password-hint" className="hint">
            At least 6 characters.
          </span>
        </div>
        <div className="auth-checks">
          <label className="check">
            <input id="register-terms" type="checkbox" checked={form.acceptTerms} onChange={(e) => set('acceptTerms', e.target.checked)} {...fields.field('register-terms')} />
            <span>
              I agree to the{' '}
              <a href="/terms" target="_blank" rel="noopener noreferrer">
                Terms of Service<span className="visually-hidden"> (opens in a new window)</span>
              </a>
            </span>
          </label>
          <label className="check">
            <input id="register-privacy" type="checkbox" checked={form.acceptPrivacy} onChange={(e) => set('acceptPrivacy', e.target.checked)} {...fields.field('register-privacy')} />
            <span>
              I agree to the{' '}
              <a href="/privacy" target="_blank" rel="noopener noreferrer">
                Privacy Policy<span className="visually-hidden"> (opens in a new window)</span>
              </a>
            </span>
          </label>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={isLoading}>
          {isLoading ? <Spinner small /> : null}
          {isLoading ? 'Creating your account…' : 'Create Account'}
        </button>
        <p className="auth-switch">
          Already have an account? <Link to={`/login${search}`}>Sign in</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
