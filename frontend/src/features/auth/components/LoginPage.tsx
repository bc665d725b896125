import { useState } from 'react';
import { PRODUCT_NAME } from '../../../lib/config';
import { AuthLayout } from './AuthLayout';
import { LoginForm } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export default function LoginPage() {
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const [email, setEmail] = useState('');

  if (mode === 'reset') {
    return (
      <AuthLayout title="Reset your password" subtitle="We will email you a 6-digit code to confirm it is you.">
        <ResetPasswordForm
          initialEmail={email}
          onDone={(value) => {
            setEmail(value);
            setMode('login');
          }}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Welcome back" subtitle={`Sign in to plan your next practice with ${PRODUCT_NAME}.`}>
      <LoginForm
        initialEmail={email}
        onForgot={(value) => {
          setEmail(value);
          setMode('reset');
        }}
      />
    </AuthLayout>
  );
}
