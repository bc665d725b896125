import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { PasswordInput } from '../../../components/PasswordInput';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { browserTimeZone } from '../../../lib/timezone';
import { useLoginMutation } from '../api';
import { useSignIn } from '../hooks/useSignIn';
import { validateLogin } from '../validation';
import { TextField } from '../../../components/TextField';
import { emptyFields, useInvalidFields } from '../../../components/useInvalidFields';

export function LoginForm({ initialEmail, onForgot }: { initialEmail: string; onForgot: (email: string) => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const signIn = useSignIn();
  const { search } = useLocation();
  const fields = useInvalidFields('login-error');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin(email, password);
    setError(invalid);
    fields.mark(invalid ? emptyFields({ 'login-email': email, 'login-password': password }) : []);
    if (invalid) return;
    try {
      const result = await login({ email: email.trim(), password, remember, timezone: browserTimeZone() }).unwrap();
      toast.success('Login successful!');
      await signIn(result, remember);
    } catch (err) {
      setError(errorText(err, 'Login failed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <FormError message={error} id="login-error" />
      <TextField id="login-email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="coach@yourclub.org" {...fields.field('login-email')} />
      <PasswordInput
        id="login-password"
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        {...fields.field('login-password')}
      />
      <div className="auth-row">
        <label className="check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          Stay signed in
        </label>
        <button type="button" className="btn-link" onClick={() => onForgot(email)}>
          Forgot password?
        </button>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={isLoading}>
        {isLoading ? <Spinner small /> : null}
        {isLoading ? 'Signing in…' : 'Sign In'}
      </button>
      <p className="auth-switch">
        New to the pool deck? <Link to={`/register${search}`}>Sign up</Link>
      </p>
    </form>
  );
}
