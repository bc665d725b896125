import type { Course } from '@laneforge/contracts/plan';
import { courseNames, seasonTestNames } from '@laneforge/contracts/plan-format';
import type { FormEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import { type PaceTestRequest, usePaceTestMutation } from '../api';
import { useFeature } from '../../../lib/useFeature';
import { paceTestAsked } from '../../../lib/paceTest';
import { LockedFeature } from '../../../components/LockedFeature';

type TestType = PaceTestRequest['type'];


function requestOf(type: TestType, course: Course, f: { t400: string; t200: string; distance: string; times: string[] }): PaceTestRequest {
  if (type === 'css') return { type, course, t400: f.t400.trim(), t200: f.t200.trim() };
  if (type === 't30') return { type, course, distance: Number(f.distance) };
  return { type, course, times: f.times.map((t) => t.trim()) };
}

/**
 * Paces from a CSS, T-30 or 7 x 200 step test (COACHING.md §5.N): Lite and above. Opened from a
 * season's test day (`?test=css&course=SCY&from=<plan>`), it starts on that test and pool, takes the
 * focus, and offers the way back to the plan once the paces are saved.
 */
export function PaceTestForm({ course: storedCourse }: { course: Course }) {
  const feature = useFeature('test_paces');
  const [params] = useSearchParams();
  const [asked] = useState(() => paceTestAsked(params));
  const [type, setType] = useState<TestType>(asked.kind ?? 'css');
  const [course, setCourse] = useState<Course>(asked.course ?? storedCourse);
  const [fields, setFields] = useState({ t400: '', t200: '', distance: '', times: Array.from({ length: 7 }, () => '') });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [derive, { isLoading }] = usePaceTestMutation();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!asked.kind || !formRef.current) return;
    formRef.current.scrollIntoView({ block: 'start' });
    formRef.current.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [asked.kind]);

  if (!feature.unlocked) return <LockedFeature feature="test_paces" note />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setError(null);
    setSaved(null);
    try {
      const paces = await derive(requestOf(type, course, fields)).unwrap();
      const text = `Threshold ${paces.css_100 ?? ''}/100, base ${paces.base_100.free}/100 saved.`;
      toast.success(text);
      setSaved(`${text} New plans, and the season days you open from now on, use these paces.`);
    } catch (err) {
      setError(errorText(err, 'Failed to derive paces from the test'));
    }
  };

  return (
    <form ref={formRef} id="pace-test" onSubmit={submit} noValidate aria-labelledby="pace-test-title" className="paces-form pace-test-form">
      <h3 id="pace-test-title" className="subheading">
        Paces from a test
      </h3>
      <FormError message={error} />
      {/* Not a live region: the toast says the saved paces once; this line stays for the way back. */}
      <p className="pace-test-saved small">
        {saved}
        {saved && asked.from && (
          <>
            {' '}
            <Link to={`/plans/${asked.from}`}>Back to the plan</Link>
          </>
        )}
      </p>
      <div className="pace-grid pace-test-head">
        <div className="field">
          <label className="label" htmlFor="test-type">
            Test
          </label>
          <select id="test-type" className="select" value={type} onChange={(e) => setType(e.target.value as TestType)}>
            {(Object.keys(seasonTestNames) as TestType[]).map((t) => (
              <option key={t} value={t}>
                {seasonTestNames[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="test-course">
            Pool
          </label>
          <select id="test-course" className="select" value={course} onChange={(e) => setCourse(e.target.value as Course)}>
            {(Object.keys(courseNames) as Course[]).map((c) => (
              <option key={c} value={c}>
                {courseNames[c]}
              </option>
            ))}
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
      <button type="submit" className="btn btn-secondary" aria-disabled={isLoading || undefined}>
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
