import type { Course } from '@laneforge/contracts/plan';
import { features } from '@laneforge/contracts/entitlements';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { type PaceTestRequest, usePaceTestMutation } from '../api';
import { useFeature } from '../entitlement';
import { LockedFeature } from './LockedFeature';

type TestType = PaceTestRequest['type'];

const testNames: Record<TestType, string> = { css: 'CSS (400 + 200)', t30: 'T-30 (30 minutes)', step: '7 x 200 step test' };

function requestOf(type: TestType, course: Course, f: { t400: string; t200: string; distance: string; times: string[] }): PaceTestRequest {
  if (type === 'css') return { type, course, t400: f.t400.trim(), t200: f.t200.trim() };
  if (type === 't30') return { type, course, distance: Number(f.distance) };
  return { type, course, times: f.times.map((t) => t.trim()) };
}

/** Paces from a CSS, T-30 or 7 x 200 step test (COACHING.md §5.N): Lite and above. */
export function PaceTestForm({ course: initialCourse }: { course: Course }) {
  const feature = useFeature('test_paces');
  const [type, setType] = useState<TestType>('css');
  const [course, setCourse] = useState<Course>(initialCourse);
  const [fields, setFields] = useState({ t400: '', t200: '', distance: '', times: Array.from({ length: 7 }, () => '') });
  const [error, setError] = useState<string | null>(null);
  const [derive, { isLoading }] = usePaceTestMutation();

  if (!feature.unlocked) return <LockedFeature name={feature.name} tier={feature.tier} pitch={features.test_paces.pitch} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const paces = await derive(requestOf(type, course, fields)).unwrap();
      toast.success(`Threshold ${paces.css_100 ?? ''}/100, base ${paces.base_100.free}/100 saved.`);
    } catch (err) {
      setError(errorText(err, 'Failed to derive paces from the test'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="pace-test-title" className="paces-form">
      <h3 id="pace-test-title" className="subheading">
        Paces from a test
      </h3>
      <FormError message={error} />
      <div className="pace-grid pace-test-head">
        <div className="field">
          <label className="label" htmlFor="test-type">
            Test
          </label>
          <select id="test-type" className="select" value={type} onChange={(e) => setType(e.target.value as TestType)}>
            {(Object.keys(testNames) as TestType[]).map((t) => (
              <option key={t} value={t}>
                {testNames[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="test-course">
            Pool
          </label>
          <select id="test-course" className="select" value={course} onChange={(e) => setCourse(e.target.value as Course)}>
            <option value="SCY">SCY</option>
            <option value="SCM">SCM</option>
            <option value="LCM">LCM</option>
          </select>
        </div>
      </div>
      {type === 'css' && (
        <div className="pace-grid">
          <TimeField id="test-t400" label="400 time" value={fields.t400} onChange={(v) => setFields({ ...fields, t400: v })} />
          <TimeField id="test-t200" label="200 time" value={fields.t200} onChange={(v) => setFields({ ...fields, t200: v })} />
        </div>
      )}
      {type === 't30' && (
        <div className="field">
          <label className="label" htmlFor="test-distance">
            Distance swum in 30 minutes ({course === 'SCY' ? 'yards' : 'metres'})
          </label>
          <input id="test-distance" className="input" inputMode="numeric" value={fields.distance} onChange={(e) => setFields({ ...fields, distance: e.target.value })} />
        </div>
      )}
      {type === 'step' && (
        <div className="pace-grid">
          {fields.times.map((t, i) => (
            <TimeField key={i} id={`test-step-${i + 1}`} label={`200 #${i + 1}`} value={t} onChange={(v) => setFields({ ...fields, times: fields.times.map((x, j) => (j === i ? v : x)) })} />
          ))}
        </div>
      )}
      <button type="submit" className="btn btn-secondary" disabled={isLoading}>
        {isLoading && <Spinner small />} Derive Paces
      </button>
    </form>
  );
}

function TimeField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (v: string) => void }) {
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="input" inputMode="numeric" placeholder="m:ss" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
