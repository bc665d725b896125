import type { FormEvent } from 'react';
import { FormError } from '../../../components/FormError';
import { SparkIcon } from '../../../components/icons';
import { Spinner } from '../../../components/Spinner';
import { PlanPacesField } from '../../paces/components/PlanPacesField';

export interface GeneratorFields {
  date: string;
  description: string;
  notes: string;
  /** Write the plan for the stored lane groups (Elite). */
  laneGroups: boolean;
}

interface Props {
  fields: GeneratorFields;
  onChange: (fields: GeneratorFields) => void;
  onSubmit: () => void;
  onReset: () => void;
  error: string | null;
  generating: boolean;
  blocked: boolean;
}

const PLACEHOLDER =
  'Describe the group and the session. For example: High school team, 24 swimmers, SCY pool, 90 minutes, ' +
  'about 5,000 yards. Mid-season threshold focus with race-pace 100s for the 200 free; short kick set, fins ' +
  'available. Mention the level (age group, masters…), pool type (SCY, LCM or SCM), focus, duration and any target event.';

export function GeneratorForm({ fields, onChange, onSubmit, onReset, error, generating, blocked }: Props) {
  const set = (key: Exclude<keyof GeneratorFields, 'laneGroups'>, value: string) => onChange({ ...fields, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form className="card generator-form" onSubmit={submit} noValidate aria-labelledby="generator-title">
      <h2 id="generator-title" className="card-title">
        <SparkIcon /> Create a Training Plan
      </h2>
      <p className="muted small">A single workout or a full season: describe it and the plan type follows.</p>
      <FormError message={error} />
      <div className="field">
        <label className="label" htmlFor="gen-date">
          Training Date <span aria-hidden="true">*</span>
        </label>
        <input
          id="gen-date"
          className="input"
          type="date"
          required
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
      <PlanPacesField laneGroups={fields.laneGroups} onLaneGroups={(on) => onChange({ ...fields, laneGroups: on })} />
      <div className="btn-row generator-buttons">
        <button type="submit" className="btn btn-primary" disabled={blocked || generating}>
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
