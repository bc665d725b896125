import { useState } from 'react';
import type { Paces } from './api';

/**
 * A paces form's fields follow the stored paces when they change (saved here, derived from a test,
 * saved in another tab) without the form being drawn anew: the button the coach saved with keeps
 * the keyboard's focus. `reset` sets the fields from the paces now stored.
 */
export function useFollowPaces(paces: Paces | null, reset: (paces: Paces | null) => void): void {
  const version = paces?.updated_at ?? null;
  const [seen, setSeen] = useState(version);
  if (seen !== version) {
    setSeen(version);
    reset(paces);
  }
}
