import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode };

/** A labelled text input, the way every form in the app lays one out. */
export function TextField({ id, label, className = '', ...props }: Props) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className={`input ${className}`.trim()} {...props} />
    </div>
  );
}
