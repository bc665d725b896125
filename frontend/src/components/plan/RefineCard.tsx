import type { FormEvent } from 'react';
import { messages } from '@laneforge/contracts/messages';
import type { RefinedWorkout } from '@laneforge/contracts/training';
import { useId, useState } from 'react';
import { FormError } from '../FormError';
import { Spinner } from '../Spinner';
import { useInvalidFields } from '../useInvalidFields';

/** What the last refinement did and what it left, as the API answered it. */
export type RefineOutcome = Pick<RefinedWorkout, 'applied' | 'not_applied'>;

interface Props {
  onRefine: (instructions: string) => Promise<boolean>;
  refining: boolean;
  /** The last refinement's answer: shown under the box, one line for what was applied and one for what was not. */
  outcome?: RefineOutcome | null;
}

/**
 * One line each: what the refinement applied, and each part it left with the coach's words and why.
 * Not a live region: the refinement's toast says the result once, and these lines describe the
 * button that applied it, where the focus stays.
 */
export function RefineOutcomeLines({ outcome, id }: { outcome: RefineOutcome; id: string }) {
  return (
    <div className="refine-outcome" id={id}>
      <p className="refine-applied small">
        <strong>Applied:</strong> {outcome.applied.join(' · ')}
      </p>
      {outcome.not_applied.length > 0 && (
        <p className="refine-not-applied small">
          <strong>Not applied:</strong> {outcome.not_applied.map((n) => `“${n.words}” — ${n.why}`).join(' · ')}
        </p>
      )}
    </div>
  );
}

function validateRefinement(text: string): string | null {
  return text.trim() ? null : messages.refinementRequired;
}

export function RefineCard({ onRefine, refining, outcome }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const checked = useInvalidFields('refine-error');
  const outcomeId = useId();
  const shown = outcome && outcome.applied.length > 0 ? outcome : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refining) return;
    const invalid = validateRefinement(text);
    setError(invalid);
    checked.mark(invalid ? ['refine-text'] : []);
    if (invalid) return;
    const ok = await onRefine(text.trim());
    if (ok) setText('');
  };

  return (
    <form className="refine-card" onSubmit={submit} noValidate aria-labelledby="refine-title">
      <h3 id="refine-title">Refine Your Plan</h3>
      <p className="muted small">Say what to change in plain words. Refining does not use your plan allowance.</p>
      <FormError message={error} id="refine-error" />
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
          {...checked.field('refine-text')}
        />
      </div>
      {/* Busy, not disabled, while applying: focus stays on the button through the refinement and after it. */}
      <button type="submit" className="btn btn-primary" aria-disabled={refining || undefined} aria-describedby={shown ? outcomeId : undefined} style={{ marginTop: 12 }}>
        {refining ? <Spinner small /> : null}
        {refining ? 'Applying…' : 'Apply Refinements'}
      </button>
      {shown && <RefineOutcomeLines outcome={shown} id={outcomeId} />}
    </form>
  );
}
