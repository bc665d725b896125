import { useState } from 'react';
import type { User } from '@laneforge/contracts/user';
import { initials, pictureUrl } from '../lib/user';
import { UserIcon } from './icons';

type Props = { user: Pick<User, 'name' | 'email' | 'picture'>; size?: number; fallback?: 'initials' | 'icon' };

export function Avatar({ user, size = 40, fallback = 'initials' }: Props) {
  const src = pictureUrl(user.picture);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: size * 0.38 };
  if (src && failedSrc !== src) {
    return <img className="avatar" src={src} alt="" style={style} onError={() => setFailedSrc(src)} />;
  }
  return (
    <span className="avatar avatar-fallback" style={style} aria-hidden="true">
      {fallback === 'icon' ? <UserIcon size={size * 0.5} /> : initials(user)}
    </span>
  );
}
