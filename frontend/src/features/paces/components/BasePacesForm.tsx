import type { Course } from '@laneforge/contracts/plan';
import { courseNames, strokeName } from '@laneforge/contracts/plan-format';
import { PACE_STROKES } from '@laneforge/contracts/pace-format';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { type Paces, useSavePacesMutation } from '../api';
import { type StrokeFields, baseOf, strokeFields } from '../form';
import { useFollowPaces } from '../useFollowPaces';

/** One base pace per stroke in one course: every tier has it. */
export function BasePacesForm({ paces }: { paces: Paces | null }) {
  const [course, setCourse] = useState<Course>(paces?.course ?? 'SCY');
  const [fields, setFields] = useState<StrokeFields>(() => strokeFields(paces?.base_100));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useSavePacesMutation();
  useFollowPaces(paces, (stored) => {
    setCourse(stored?.course ?? 'SCY');
    setFields(strokeFields(stored?.base_100));
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!fields.free.trim()) {
      setError('Enter your base pace per 100 free, e.g. 1:20');
      return;
    }
    setError(null);
    try {
      await save({ course, base_100: baseOf(fields) }).unwrap();
      toast.success('Paces saved: new plans follow them.');
    } catch (err) {
      setError(errorText(err, 'Failed to save paces'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="base-paces-title" className="paces-form">
      <h3 id="base-paces-title" className="subheading">
        Base pace per 100
      </h3>
      <p className="muted small">The send-off on which your swimmers repeat 100s steadily. Leave a stroke blank to follow free.</p>
      <FormError message={error} />
      <div className="field">
        <label className="label" htmlFor="pace-course">
          Course
        </label>
        <select id="pace-course" className="select" value={course} onChange={(e) => setCourse(e.target.value as Course)}>
          {(Object.keys(courseNames) as Course[]).map((c) => (
            <option key={c} value={c}>
              {courseNames[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="pace-grid">
        {PACE_STROKES.map((s) => (
          <div className="field" key={s}>
            <label className="label" htmlFor={`pace-${s}`}>
              {strokeName(s)}
              {s === 'free' && <span aria-hidden="true"> *</span>}
            </label>
            <input id={`pace-${s}`} className="input" inputMode="numeric" placeholder="m:ss" value={fields[s]} onChange={(e) => setFields({ ...fields, [s]: e.target.value })} />
          </div>
        ))}
      </div>
      {/* Busy, not disabled, while saving: focus stays on the button through the save and after it. */}
      <button type="submit" className="btn btn-primary" aria-disabled={isLoading || undefined}>
        {isLoading && <Spinner small />} Save Paces
      </button>
    </form>
  );
}
