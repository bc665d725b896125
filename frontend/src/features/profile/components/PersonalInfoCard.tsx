import { messages } from '@laneforge/contracts/messages';
import type { User } from '@laneforge/contracts/user';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useAppDispatch } from '../../../app/hooks';
import { FormError } from '../../../components/FormError';
import { UserIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { useUpdateProfileMutation } from '../api';
import { userUpdated } from '../../../lib/auth/authSlice';
import { validateProfile } from '../validation';
import { AvatarUpload } from './AvatarUpload';
import { TextField } from '../../../components/TextField';

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

export function PersonalInfoCard({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email);
  const [timezone, setTimezone] = useState(user.timezone || 'UTC');
  const [currentPassword, setCurrentPassword] = useState('');
  // A new email asks for the password too: a signed-in browser alone cannot move the account elsewhere.
  const emailChanging = email.trim().toLowerCase() !== user.email.toLowerCase();
  const [error, setError] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateProfileMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateProfile(name, email) ?? (emailChanging && !currentPassword ? messages.currentPasswordForEmail : null);
    setError(invalid);
    if (invalid) return;
    try {
      const updated = await update({ name: name.trim(), email: email.trim(), timezone, ...(emailChanging ? { current_password: currentPassword } : {}) }).unwrap();
      dispatch(userUpdated(updated));
      setCurrentPassword('');
      toast.success('Profile updated successfully!');
    } catch (err) {
      setError(errorText(err, 'Profile update failed'));
    }
  };

  return (
    <section className="card" aria-labelledby="personal-title">
      <h2 id="personal-title" className="card-title">
        <UserIcon /> Personal Information
      </h2>
      <AvatarUpload user={user} />
      <form onSubmit={submit} noValidate className="profile-form">
        <FormError message={error} />
        <TextField id="profile-name" label="Full Name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <TextField id="profile-email" label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        {emailChanging && (
          <TextField
            id="profile-current-password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
            hint="Needed to move your account to a new email. We will tell your old address."
          />
        )}
        <div className="field">
          <label className="label" htmlFor="profile-timezone">
            Time zone
          </label>
          <select
            id="profile-timezone"
            className="select input"
            value={timezone}
            onChange={(e) => setTimezone(e.target.value)}
            aria-describedby="profile-timezone-hint"
          >
            {timeZones(timezone).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
          <span id="profile-timezone-hint" className="hint">
            Your plan allowance resets at midnight in this time zone.
          </span>
        </div>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? <Spinner small /> : null}
          Update Profile
        </button>
      </form>
    </section>
  );
}
