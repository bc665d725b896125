import type { FormEvent } from 'react';
import { FormError } from '../../../components/FormError';
import { SparkIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { PlanPacesField } from './PlanPacesField';
import type { MeetProblem, MeetRow } from '../meets';
import { MeetsEditor } from './MeetsEditor';

export interface GeneratorFields {
  date: string;
  description: string;
  notes: string;
  /** Write the plan for the stored lane groups (Elite). */
  laneGroups: boolean;
  /** What the coach says the plan is: a hint beside the description, and whether meets can be entered. */
  planType: 'workout' | 'season';
  /** The season's meet calendar (sent only for a season). */
  meets: MeetRow[];
}

type TextField = 'date' | 'description' | 'notes';

interface Props {
  fields: GeneratorFields;
  onChange: (fields: GeneratorFields) => void;
  onSubmit: () => void;
  onReset: () => void;
  error: string | null;
  generating: boolean;
  blocked: boolean;
  /** Whether the tier writes season plans: only then is there a plan type to choose and meets to enter. */
  seasons: boolean;
  /** The marks of a field the last check found wanting (components/useInvalidFields). */
  invalid?: (id: string) => Record<string, unknown>;
  meetProblem: MeetProblem | null;
}

const PLACEHOLDER =
  'Describe the group and the session. For example: High school team, 24 swimmers, SCY pool, 90 minutes, ' +
  'about 5,000 yards. Mid-season threshold focus with race-pace 100s for the 200 free; short kick set, fins ' +
  'available. Mention the level (age group, masters…), pool type (SCY, LCM or SCM), focus, duration and any target event.';

/** DECISIONS.md, allowances: how a season counts, said where the coach chooses one. */
export const SEASON_ALLOWANCE = 'A season plan uses one plan of your allowance, like a single workout; opening its days as workouts uses none.';

export function GeneratorForm({ fields, onChange, onSubmit, onReset, error, generating, blocked, seasons, meetProblem, invalid = () => ({}) }: Props) {
  const set = (key: TextField, value: string) => onChange({ ...fields, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!generating) onSubmit();
  };

  return (
    <form className="card generator-form" onSubmit={submit} noValidate aria-labelledby="generator-title">
      <h2 id="generator-title" className="card-title">
        <SparkIcon /> Create a Training Plan
      </h2>
      <p className="muted small">A single workout or a full season: describe it and the plan type follows.</p>
      <FormError message={error} id="generator-error" />
      {seasons && (
        <fieldset className="plan-type">
          <legend className="visually-hidden">Plan type</legend>
          {(
            [
              ['workout', 'Single workout'],
              ['season', 'Season plan'],
            ] as const
          ).map(([value, text]) => (
            <label key={value} className="plan-type-option">
              <input type="radio" name="plan-type" value={value} checked={fields.planType === value} onChange={() => onChange({ ...fields, planType: value })} />
              <span>{text}</span>
            </label>
          ))}
        </fieldset>
      )}
      {seasons && fields.planType === 'season' && <p className="small muted season-allowance">{SEASON_ALLOWANCE}</p>}
      <div className="field">
        <label className="label" htmlFor="gen-date">
          Training Date <span aria-hidden="true">*</span>
          {seasons && fields.planType === 'season' && <span className="hint"> (the season’s first day)</span>}
        </label>
        <input
          id="gen-date"
          className="input"
          type="date"
          required
          {...invalid('gen-date')}
          value={fields.date}
          onChange={(e) => set('date', e.target.value)}
        />
      </div>
      <div className="field">
        <label className="label" htmlFor="gen-description">
          Training Description <span aria-hidden="true">*</span>
        </label>
        <textarea
          id="gen-description"
          className="textarea"
          rows={7}
          required
          {...invalid('gen-description')}
          placeholder={PLACEHOLDER}
          value={fields.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <div className="field">
        <label className="label" htmlFor="gen-notes">
          Coach Notes <span className="hint">(optional)</span>
        </label>
        <textarea
          id="gen-notes"
          className="textarea"
          rows={3}
          placeholder="Anything the plan should respect: injuries, lane space, meet next weekend…"
          value={fields.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      </div>
      {seasons && fields.planType === 'season' && <MeetsEditor meets={fields.meets} onChange={(meets) => onChange({ ...fields, meets })} problem={meetProblem} />}
      <PlanPacesField laneGroups={fields.laneGroups} onLaneGroups={(on) => onChange({ ...fields, laneGroups: on })} />
      <div className="btn-row generator-buttons">
        {/* Busy, not disabled, while writing: a disabled button would drop the keyboard's focus to the page. */}
        <button type="submit" className="btn btn-primary" disabled={blocked} aria-disabled={generating || undefined}>
          {generating ? <Spinner small /> : <SparkIcon size={18} />}
          {generating ? 'Writing your plan…' : 'Generate Training Plan'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onReset} disabled={generating}>
          Reset
        </button>
      </div>
    </form>
  );
}
