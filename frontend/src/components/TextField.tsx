import type { InputHTMLAttributes, ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; hint?: ReactNode };

/** A labelled text input, the way every form in the app lays one out; a hint below it is read with it. */
export function TextField({ id, label, hint, className = '', ...props }: Props) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className={`input ${className}`.trim()} {...(hint ? { 'aria-describedby': `${id}-hint` } : {})} {...props} />
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
