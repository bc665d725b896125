import type { Brief } from '@laneforge/contracts/brief';
import { clockToSeconds } from '@laneforge/contracts/pace-format';
import type { Plan } from '@laneforge/contracts/plan';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { returnFocus } from '../focus';
import { FormError } from '../FormError';
import { Spinner } from '../Spinner';
import { errorText } from '../../lib/errors';
import { useCorrectBriefMutation, type WorkoutDetail } from '../../lib/workoutsApi';
import { correctionCount, shownChips, valuesOf, withField, type Draft, type ShownChip } from './understood';
import './understood.css';
import { ChipEditor } from './ChipEditor';

interface Props {
  workoutId: string;
  brief: Brief;
  plan: Plan | null;
  /** The owner may correct; anyone else (an administrator) reads the chips only. */
  editable: boolean;
  /** The tier writes season plans. */
  seasons: boolean;
  /** The plan page's title is an h1, the dashboard result's an h2. */
  headingLevel?: 2 | 3;
  onCorrected?: (workout: WorkoutDetail) => void;
}

/** What the server would refuse for want of a value the coach can see at once: said here, in their words. */
function draftProblem(draft: Draft): string | null {
  if (draft.lanes?.some((l) => !l.name.trim())) return 'Give every lane a name.';
  const badBase = draft.lanes?.find((l) => clockToSeconds(l.base) === null);
  if (badBase) return `Write ${badBase.name || 'each lane'}’s base as m:ss, e.g. 1:20.`;
  if (draft.swimmers?.some((s) => !s.name.trim())) return 'Give every swimmer a name.';
  if (draft.meets?.some((m) => !m.name.trim() || !m.date)) return 'Give every meet a name and a date.';
  if (draft.focus?.length === 0) return 'Choose at least one focus.';
  return null;
}

const sourceTag: Record<ShownChip['source'], string | null> = { said: null, stored: 'your paces', assumed: 'assumed', season: 'from your season' };

/**
 * The Understood strip under a plan's title: one chip per fact of the request that matters, the
 * assumed ones marked; a chip opens a small editor, and "Rewrite with corrections" writes the plan
 * again from the corrected brief as a new version (no allowance used).
 */
export function UnderstoodStrip({ workoutId, brief, plan, editable, seasons, headingLevel = 2, onCorrected }: Props) {
  const [draft, setDraft] = useState<Draft>({});
  const [open, setOpen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [correct, { isLoading }] = useCorrectBriefMutation();
  const chipRefs = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const chips = shownChips(brief, draft, plan);
  const count = correctionCount(brief, draft);
  const assumed = chips.filter((c) => c.source === 'assumed' && !c.corrected).length;
  const openChip = chips.find((c) => c.key === open) ?? null;

  const close = () => {
    const key = open;
    setOpen(null);
    // Back to the chip that opened the editor, so the keyboard stays where it was.
    if (key) requestAnimationFrame(() => chipRefs.current.get(key)?.focus());
  };

  // Rewriting or discarding takes the buttons away with the corrections: focus goes to the strip's title.
  const leaveActions = () => requestAnimationFrame(() => returnFocus(document.getElementById(`${baseId}-title`)));

  const addSwimmer = () => {
    const swimmers = [...(draft.swimmers ?? valuesOf(brief).swimmers), { name: '', limits: [] }];
    setDraft(withField(draft, brief, 'swimmers', swimmers));
    setOpen(`swimmer:${swimmers.length - 1}`);
  };

  const rewrite = async () => {
    if (isLoading) return;
    const invalid = draftProblem(draft);
    setProblem(invalid);
    if (invalid) return;
    try {
      const workout = await correct({ id: workoutId, correction: draft }).unwrap();
      setDraft({});
      setOpen(null);
      onCorrected?.(workout);
      leaveActions();
      toast.success(`Plan rewritten from your corrections: version ${workout.version}.`);
    } catch (err) {
      setProblem(errorText(err, 'The plan could not be rewritten. Please try again.'));
    }
  };

  return (
    <section className="understood no-print" aria-labelledby={`${baseId}-title`}>
      <div className="understood-head">
        <Heading id={`${baseId}-title`} className="understood-title">
          Understood
        </Heading>
        <p className="hint" id={`${baseId}-hint`}>
          {editable ? (assumed > 0 ? `${assumed} ${assumed === 1 ? 'fact was' : 'facts were'} assumed. Tap a chip to correct it; rewriting uses none of your allowance.` : 'Tap a chip to correct it; rewriting uses none of your allowance.') : 'What was read from the request.'}
        </p>
      </div>
      <ul className="understood-chips" aria-describedby={`${baseId}-hint`}>
        {chips.map((chip) => {
          const tag = chip.corrected ? 'corrected' : sourceTag[chip.source];
          const className = `chip chip-${chip.corrected ? 'corrected' : chip.source}${open === chip.key ? ' chip-open' : ''}`;
          const content = (
            <>
              <span className="chip-label">{chip.label}</span> <span className="chip-text">{chip.text}</span>
              {tag && (
                <>
                  {' '}
                  <span className="chip-tag">{tag}</span>
                </>
              )}
            </>
          );
          return (
            <li key={chip.key}>
              {editable ? (
                <button
                  type="button"
                  className={className}
                  ref={(el) => {
                    if (el) chipRefs.current.set(chip.key, el);
                    else chipRefs.current.delete(chip.key);
                  }}
                  aria-expanded={open === chip.key}
                  aria-controls={open === chip.key ? `${baseId}-editor` : undefined}
                  onClick={() => setOpen(open === chip.key ? null : chip.key)}
                >
                  {content}
                </button>
              ) : (
                <span className={className}>{content}</span>
              )}
            </li>
          );
        })}
        {editable && (
          <li>
            <button type="button" className="chip chip-add" onClick={addSwimmer}>
              + Swimmer with limits
            </button>
          </li>
        )}
      </ul>
      {editable && openChip && <ChipEditor id={`${baseId}-editor`} chip={openChip} brief={brief} draft={draft} onDraft={setDraft} onClose={close} seasons={seasons} />}
      {editable && count > 0 && (
        <div className="understood-actions">
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void rewrite()} aria-disabled={isLoading} aria-busy={isLoading}>
            {isLoading ? <Spinner small /> : null}
            {isLoading ? 'Rewriting…' : 'Rewrite with corrections'}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={isLoading}
            onClick={() => {
              setDraft({});
              setOpen(null);
              setProblem(null);
              leaveActions();
            }}
          >
            Discard
          </button>
          <span className="hint">
            {count} {count === 1 ? 'correction' : 'corrections'} · a new version, no allowance used
          </span>
        </div>
      )}
      <FormError message={problem} />
    </section>
  );
}
