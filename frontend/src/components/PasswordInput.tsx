import type { InputHTMLAttributes } from 'react';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: string };

export function PasswordInput({ id, label, className = '', ...props }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <div className="input-group">
        <input id={id} type={visible ? 'text' : 'password'} className={`input ${className}`} {...props} />
        <button
          type="button"
          className="input-addon"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
    </div>
  );
}
