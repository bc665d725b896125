import type { FormEvent } from 'react';
import { useState } from 'react';
import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';

interface Props {
  onRefine: (instructions: string) => Promise<boolean>;
  refining: boolean;
  validate: (text: string) => string | null;
}

export function RefineCard({ onRefine, refining, validate }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(text);
    setError(invalid);
    if (invalid) return;
    const ok = await onRefine(text.trim());
    if (ok) setText('');
  };

  return (
    <form className="refine-card" onSubmit={submit} noValidate aria-labelledby="refine-title">
      <h3 id="refine-title">Refine Your Plan</h3>
      <p className="muted small">Say what to change in plain words. Refining does not use your plan allowance.</p>
      <FormError message={error} />
      <div className="field">
        <label className="label" htmlFor="refine-text">
          Refinement instructions
        </label>
        <textarea
          id="refine-text"
          className="textarea"
          rows={3}
          placeholder="e.g. Make the main set 400 yards shorter and add 8 × 25 underwater kick."
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={refining} style={{ marginTop: 12 }}>
        {refining ? <Spinner small /> : null}
        {refining ? 'Applying…' : 'Apply Refinements'}
      </button>
    </form>
  );
}
