import type { User } from '@laneforge/contracts/user';
import type { ChangeEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useAppDispatch } from '../../../app/hooks';
import { Avatar } from '../../../components/Avatar';
import { FormError } from '../../../components/FormError';
import { CameraIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { useUploadPictureMutation } from '../api';
import { refreshUser } from '../../../lib/auth/session';
import { validatePicture } from '../validation';

export function AvatarUpload({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadPictureMutation();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const invalid = validatePicture(file);
    setError(invalid);
    if (invalid) return;
    try {
      await upload(file).unwrap();
      toast.success('Profile picture updated successfully');
      void dispatch(refreshUser());
    } catch (err) {
      setError(errorText(err, 'Failed to upload profile picture'));
    }
  };

  return (
    <div className="avatar-upload">
      <Avatar user={user} size={88} fallback="icon" />
      <div>
        <label htmlFor={inputId} className="visually-hidden">
          Profile picture
        </label>
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          onChange={(e) => void choose(e)}
          tabIndex={-1}
        />
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => input.current?.click()} disabled={isLoading}>
          {isLoading ? <Spinner small /> : <CameraIcon size={18} />}
          {isLoading ? 'Uploading…' : 'Change Picture'}
        </button>
        <p className="hint">PNG, JPEG, WebP or GIF, up to 5 MB.</p>
        <FormError message={error} />
      </div>
    </div>
  );
}
