import type { Brief } from '@laneforge/contracts/brief';
import type { LimitCorrection } from '@laneforge/contracts/brief-correction';
import { limitNames, limitText } from '@laneforge/contracts/brief-format';
import type { ConstraintRule, Course, Focus, MeetImportance, SessionType, Squad } from '@laneforge/contracts/plan';
import { focusNames, sessionTypeNames, squadNames } from '@laneforge/contracts/plan-format';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { LockedFeature } from '../LockedFeature';
import { valuesOf, withField, withoutCorrection, type Draft, type LaneDraft, type MeetDraft, type ShownChip, type SwimmerDraft } from './understood';

interface Props {
  id: string;
  chip: ShownChip;
  brief: Brief;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  onClose: () => void;
  /** The tier writes season plans: a session can be corrected into one. */
  seasons: boolean;
}

/** Limits as a coach thinks of them; the ones that hold a number are kept as they were read. */
const limitGroups: [string, ConstraintRule[]][] = [
  ['Strokes', ['no_kick', 'no_fly', 'no_breast', 'no_back', 'no_im', 'no_breast_kick', 'kick_only']],
  ['Equipment', ['no_paddles', 'no_fins', 'no_snorkel', 'no_pull_buoy', 'no_kickboard']],
  ['Body', ['shoulder', 'knee', 'lower_back', 'ankle', 'neck', 'asthma', 'pregnant', 'tired_legs', 'returning', 'light_only']],
  ['Pool and deck', ['no_flip_turns', 'no_dives', 'no_underwater', 'no_breath_control', 'no_jumping', 'wet_deck', 'easy_pushoffs', 'crowded_lanes']],
];

/** Where the chip's value came from, in the editor's words. */
function whyText(chip: ShownChip): string {
  if (chip.why === 'corrected') return 'As you corrected it.';
  if (chip.source === 'assumed') return `Assumed: ${chip.why}`;
  if (chip.source === 'stored') return `From your paces: ${chip.why}`;
  if (chip.source === 'season') return `From your season: ${chip.why}.`;
  return `Read from: “${chip.why}”`;
}

const ruleOf = (l: LimitCorrection) => (typeof l === 'string' ? l : l.rule);
const toggled = <T,>(list: readonly T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

function LimitsPicker({ legend, value, onChange }: { legend: string; value: LimitCorrection[]; onChange: (limits: LimitCorrection[]) => void }) {
  const idBase = useId();
  const withNumber = value.filter((l) => typeof l !== 'string');
  return (
    <fieldset className="understood-fieldset">
      <legend>{legend}</legend>
      {withNumber.length > 0 && (
        <ul className="understood-kept">
          {withNumber.map((l) => (
            <li key={ruleOf(l)}>
              <label>
                <input type="checkbox" checked onChange={() => onChange(value.filter((x) => x !== l))} /> {limitText(l as { rule: ConstraintRule; value: number })}
              </label>
            </li>
          ))}
        </ul>
      )}
      {limitGroups.map(([group, rules]) => (
        <fieldset key={group} className="understood-subset">
          <legend>{group}</legend>
          <div className="understood-checks">
            {rules.map((rule) => (
              <label key={rule} htmlFor={`${idBase}-${rule}`}>
                <input
                  id={`${idBase}-${rule}`}
                  type="checkbox"
                  checked={value.some((l) => ruleOf(l) === rule)}
                  onChange={(e) => onChange(e.target.checked ? [...value, rule] : value.filter((l) => ruleOf(l) !== rule))}
                />{' '}
                {limitNames[rule]}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

function Field({ label, children, hint, className }: { label: string; children: (id: string) => ReactNode; hint?: string; className?: string }) {
  const id = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
      {hint && <span className="hint">{hint}</span>}
    </div>
  );
}

/** Rows of a list (lanes, meets) with a way to add and to remove each. */
function Rows<T>({ items, render, onChange, blank, noun }: { items: T[]; render: (item: T, set: (item: T) => void, i: number) => ReactNode; onChange: (items: T[]) => void; blank: T; noun: string }) {
  return (
    <div className="understood-rows">
      {items.map((item, i) => (
        <div className="understood-row" key={i} role="group" aria-label={`${noun} ${i + 1}`}>
          {render(item, (next) => onChange(items.map((x, j) => (j === i ? next : x))), i)}
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => onChange(items.filter((_, j) => j !== i))}>
            Remove<span className="visually-hidden"> {noun.toLowerCase()} {i + 1}</span>
          </button>
        </div>
      ))}
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange([...items, blank])}>
        Add {noun.toLowerCase()}
      </button>
    </div>
  );
}

/**
 * The small editor a chip opens: the field's controls, each labelled; what is chosen goes into the
 * draft at once, so the chip shows it and "Rewrite with corrections" sends it.
 */
export function ChipEditor({ id, chip, brief, draft, onDraft, onClose, seasons }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const values = valuesOf(brief);
  const set = <K extends keyof Draft>(k: K, value: Draft[K]) => onDraft(withField(draft, brief, k, value));
  const unit = (draft.pool?.course ?? brief.pool.value.course) === 'SCY' ? 'yards' : 'metres';

  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, select, button')?.focus();
  }, [chip.key]);

  const swimmers: SwimmerDraft[] = draft.swimmers ?? values.swimmers;
  const body = (): ReactNode => {
    switch (chip.field) {
      case 'kind':
        return (
          <>
            <Field label="What to write">
              {(fid) => (
                <select id={fid} className="select" value={draft.kind ?? values.kind} onChange={(e) => set('kind', e.target.value as Draft['kind'])}>
                  <option value="workout">One workout</option>
                  {(seasons || values.kind === 'season') && <option value="season">Season plan</option>}
                </select>
              )}
            </Field>
            {!seasons && <LockedFeature feature="season_plans" compact />}
          </>
        );
      case 'session':
        return (
          <Field label="Session">
            {(fid) => (
              <select id={fid} className="select" value={draft.session ?? values.session} onChange={(e) => set('session', e.target.value as SessionType)}>
                {(Object.keys(sessionTypeNames) as SessionType[]).map((s) => (
                  <option key={s} value={s}>
                    {sessionTypeNames[s]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      case 'who': {
        const who = { ...values.who, ...draft.who };
        return (
          <>
            <Field label="Level of the swimmers">
              {(fid) => (
                <select id={fid} className="select" value={who.squad} onChange={(e) => set('who', { ...who, squad: e.target.value as Squad })}>
                  {(Object.keys(squadNames) as Squad[]).map((s) => (
                    <option key={s} value={s}>
                      {squadNames[s]}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Your name for the group">{(fid) => <input id={fid} className="input" maxLength={120} value={who.label} onChange={(e) => set('who', { ...who, label: e.target.value })} />}</Field>
          </>
        );
      }
      case 'pool': {
        const pool = { ...values.pool, ...draft.pool };
        const course = pool.course;
        return (
          <>
            <Field label="Course">
              {(fid) => (
                <select id={fid} className="select" value={course} onChange={(e) => set('pool', { course: e.target.value as Course, openWater: pool.openWater })}>
                  <option value="SCY">SCY · 25-yard pool</option>
                  <option value="SCM">SCM · 25 m pool</option>
                  <option value="LCM">LCM · 50 m pool</option>
                </select>
              )}
            </Field>
            <Field label={`Pool length (${course === 'SCY' ? 'yards' : 'metres'})`} hint="A pool of its own length: 20 yards, 33 m…">
              {(fid) => <input id={fid} className="input" type="number" inputMode="numeric" min={10} max={100} value={pool.length ?? (course === 'LCM' ? 50 : 25)} onChange={(e) => set('pool', { ...pool, length: Number(e.target.value) })} />}
            </Field>
            <label className="understood-check">
              <input type="checkbox" checked={pool.openWater ?? false} onChange={(e) => set('pool', { ...pool, openWater: e.target.checked })} /> Open water (no walls)
            </label>
          </>
        );
      }
      case 'clock': {
        const clockValue = { ...values.clock, ...draft.clock };
        return (
          <>
            <Field label="Minutes in the water" hint="Empty: no time limit">
              {(fid) => <input id={fid} className="input" type="number" inputMode="numeric" min={5} max={360} value={clockValue.minutes ?? ''} onChange={(e) => set('clock', { ...clockValue, minutes: numberOrNull(e.target.value) })} />}
            </Field>
            <div className="understood-pair">
              <Field label="Starts at">{(fid) => <input id={fid} className="input" type="time" value={clockValue.start ?? ''} onChange={(e) => set('clock', { ...clockValue, start: e.target.value || null })} />}</Field>
              <Field label="Ends at">{(fid) => <input id={fid} className="input" type="time" value={clockValue.end ?? ''} onChange={(e) => set('clock', { ...clockValue, end: e.target.value || null })} />}</Field>
            </div>
          </>
        );
      }
      case 'volume':
        return (
          <Field label={`Volume (${unit})`} hint="Empty: LaneForge chooses from the level and the time">
            {(fid) => <input id={fid} className="input" type="number" inputMode="numeric" min={100} max={30000} step={100} value={draft.volume ?? values.volume ?? ''} onChange={(e) => set('volume', numberOrNull(e.target.value))} />}
          </Field>
        );
      case 'focus': {
        const focus = draft.focus ?? values.focus;
        return (
          <fieldset className="understood-fieldset">
            <legend>Focus (up to 4)</legend>
            <div className="understood-checks">
              {(Object.keys(focusNames) as Focus[]).map((f) => (
                <label key={f}>
                  <input type="checkbox" checked={focus.includes(f)} disabled={!focus.includes(f) && focus.length >= 4} onChange={(e) => set('focus', toggled(focus, f, e.target.checked))} /> {focusNames[f]}
                </label>
              ))}
            </div>
          </fieldset>
        );
      }
      case 'lanes':
        return (
          <>
            <p className="hint">Each lane or group with its base send-off per 100 free (m:ss). One row: the whole group’s base.</p>
            <Rows<LaneDraft>
              items={draft.lanes ?? values.lanes}
              noun="Lane"
              blank={{ name: `Lane ${(draft.lanes ?? values.lanes).length + 1}`, base: '' }}
              onChange={(lanes) => set('lanes', lanes)}
              render={(lane, setLane) => (
                <>
                  <Field label="Name">{(fid) => <input id={fid} className="input" maxLength={40} value={lane.name} onChange={(e) => setLane({ ...lane, name: e.target.value })} />}</Field>
                  <Field label="Base /100" className="understood-short">
                    {(fid) => <input id={fid} className="input" inputMode="numeric" placeholder="1:20" maxLength={5} value={lane.base} onChange={(e) => setLane({ ...lane, base: e.target.value })} />}
                  </Field>
                </>
              )}
            />
          </>
        );
      case 'swimmer': {
        const index = chip.index ?? 0;
        const swimmer = swimmers[index] ?? { name: '', limits: [] };
        const setSwimmer = (next: SwimmerDraft) => set('swimmers', swimmers.map((s, i) => (i === index ? next : s)));
        return (
          <>
            <Field label="Name">{(fid) => <input id={fid} className="input" maxLength={40} value={swimmer.name} onChange={(e) => setSwimmer({ ...swimmer, name: e.target.value })} />}</Field>
            <LimitsPicker legend={`${swimmer.name || 'This swimmer'}’s limits`} value={swimmer.limits} onChange={(limits) => setSwimmer({ ...swimmer, limits })} />
            <button
              type="button"
              className="btn btn-danger-ghost btn-sm"
              onClick={() => {
                onDraft(withField(draft, brief, 'swimmers', swimmers.filter((_, i) => i !== index)));
                onClose();
              }}
            >
              Remove {swimmer.name || 'this swimmer'}
            </button>
          </>
        );
      }
      case 'limits':
        return <LimitsPicker legend="Limits for everyone" value={draft.limits ?? values.limits} onChange={(limits) => set('limits', limits)} />;
      case 'coachSets': {
        const kept = draft.coachSets ?? values.coachSets;
        return (
          <fieldset className="understood-fieldset">
            <legend>{chip.source === 'season' ? 'The season’s key set, kept as the main set' : 'Your sets, kept exactly as written'}</legend>
            {brief.coachSets.map((s, i) => (
              <label key={i} className="understood-check">
                <input type="checkbox" checked={kept.includes(i)} onChange={(e) => set('coachSets', toggled(kept, i, e.target.checked).sort((a, b) => a - b))} /> {s.words}
              </label>
            ))}
          </fieldset>
        );
      }
      case 'meets':
        return (
          <Rows<MeetDraft>
            items={draft.meets ?? values.meets}
            noun="Meet"
            blank={{ name: '', date: '', importance: 'B' }}
            onChange={(meets) => set('meets', meets)}
            render={(meet, setMeet) => (
              <>
                <Field label="Name">{(fid) => <input id={fid} className="input" maxLength={80} value={meet.name} onChange={(e) => setMeet({ ...meet, name: e.target.value })} />}</Field>
                <Field label="Date">{(fid) => <input id={fid} className="input" type="date" value={meet.date} onChange={(e) => setMeet({ ...meet, date: e.target.value })} />}</Field>
                <Field label="Importance">
                  {(fid) => (
                    <select id={fid} className="select" value={meet.importance} onChange={(e) => setMeet({ ...meet, importance: e.target.value as MeetImportance })}>
                      <option value="A">A: the season’s target</option>
                      <option value="B">B: rested for</option>
                      <option value="C">C: trained through</option>
                    </select>
                  )}
                </Field>
              </>
            )}
          />
        );
      case 'weeks':
      case 'sessionsPerWeek':
      case 'taper': {
        const part = chip.field === 'weeks' ? 'weeks' : chip.field === 'sessionsPerWeek' ? 'sessionsPerWeek' : 'taperDays';
        const value = draft.season?.[part] !== undefined ? draft.season[part] : values.season[part];
        const label = { weeks: 'Weeks in the season', sessionsPerWeek: 'Sessions a week', taperDays: 'Days of taper' }[part];
        const [min, max] = { weeks: [1, 52], sessionsPerWeek: [1, 14], taperDays: [1, 28] }[part];
        return (
          <Field label={label!} hint={part === 'taperDays' ? 'Empty: the usual taper for this group into an A meet' : undefined}>
            {(fid) => (
              <input
                id={fid}
                className="input"
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                value={value ?? ''}
                onChange={(e) => set('season', { [part]: part === 'taperDays' ? numberOrNull(e.target.value) : Number(e.target.value) })}
              />
            )}
          </Field>
        );
      }
      default:
        return null;
    }
  };

  return (
    <div
      className="understood-editor"
      id={id}
      ref={ref}
      role="group"
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="understood-editor-head">
        <h4 id={`${id}-title`}>Correct: {chip.label.toLowerCase()}</h4>
        {chip.why && <p className="hint">{whyText(chip)}</p>}
      </div>
      {body()}
      <div className="btn-row understood-editor-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
          Done
        </button>
        {chip.corrected && chip.field !== 'swimmer' && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              onDraft(withoutCorrection(draft, chip.field));
              onClose();
            }}
          >
            Undo this correction
          </button>
        )}
      </div>
    </div>
  );
}
