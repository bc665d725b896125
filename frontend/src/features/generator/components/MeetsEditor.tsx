import type { MeetImportance } from '@laneforge/contracts/plan';
import { useEffect, useRef } from 'react';
import { TrashIcon } from '../../../components/icons';
import { meetImportanceNames } from '@laneforge/contracts/plan-format';
import { blankMeet, MAX_MEETS, MEET_NAME_MAX, type MeetProblem, type MeetRow } from '../meets';

interface Props {
  meets: MeetRow[];
  onChange: (meets: MeetRow[]) => void;
  /** The row and field the last submit stopped at: marked invalid. */
  problem: MeetProblem | null;
}

export const meetFieldId = (row: MeetRow, field: MeetProblem['field']) => `meet-${field}-${row.key}`;

/**
 * The season's meet calendar, row by row (COACHING.md §8): name, date, importance. A new row and
 * a removed one move focus where the keyboard expects it, so the list is run without a mouse.
 */
export function MeetsEditor({ meets, onChange, problem }: Props) {
  const addRef = useRef<HTMLButtonElement>(null);
  // The field to focus once the list has rendered anew: a new row's name, the row after a removed one.
  const focusAfter = useRef<string | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    (target === 'add' ? addRef.current : document.getElementById(target))?.focus();
  });

  const update = (key: number, change: Partial<MeetRow>) => onChange(meets.map((m) => (m.key === key ? { ...m, ...change } : m)));
  const add = () => {
    // A new meet is the season's target until it has one; after that, a meet on the way.
    const row = blankMeet(meets.some((m) => m.importance === 'A') ? 'B' : 'A');
    onChange([...meets, row]);
    focusAfter.current = meetFieldId(row, 'name');
  };
  const remove = (index: number) => {
    const next = meets.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    focusAfter.current = neighbour ? meetFieldId(neighbour, 'name') : 'add';
  };

  return (
    <fieldset className="meets-editor">
      <legend className="label">
        Meets <span className="hint">(optional)</span>
      </legend>
      <p className="hint" id="meets-hint">
        The meets the season builds toward. A: the full taper. B: a mini-rest of a few days. C: trained through.
      </p>
      {meets.length > 0 && (
        <div className="meet-rows">
          {meets.map((m, i) => {
            const n = i + 1;
            const bad = problem?.row === i ? problem.field : null;
            return (
              <div key={m.key} className="meet-row" role="group" aria-label={`Meet ${n}`}>
                <label className="visually-hidden" htmlFor={meetFieldId(m, 'name')}>
                  Name of meet {n}
                </label>
                <input
                  id={meetFieldId(m, 'name')}
                  className="input meet-name"
                  placeholder="Meet name, e.g. Winter Invite"
                  maxLength={MEET_NAME_MAX}
                  autoComplete="off"
                  value={m.name}
                  aria-invalid={bad === 'name' || undefined}
                  onChange={(e) => update(m.key, { name: e.target.value })}
                />
                <label className="visually-hidden" htmlFor={meetFieldId(m, 'date')}>
                  Date of meet {n}
                </label>
                <input
                  id={meetFieldId(m, 'date')}
                  className="input meet-date"
                  type="date"
                  value={m.date}
                  aria-invalid={bad === 'date' || undefined}
                  onChange={(e) => update(m.key, { date: e.target.value })}
                />
                <label className="visually-hidden" htmlFor={meetFieldId(m, 'importance')}>
                  Importance of meet {n}
                </label>
                <select
                  id={meetFieldId(m, 'importance')}
                  className="select meet-importance"
                  value={m.importance}
                  aria-invalid={bad === 'importance' || undefined}
                  onChange={(e) => update(m.key, { importance: e.target.value as MeetImportance })}
                >
                  {(Object.keys(meetImportanceNames) as MeetImportance[]).map((k) => (
                    <option key={k} value={k}>
                      {meetImportanceNames[k]}
                    </option>
                  ))}
                </select>
                <button type="button" className="btn btn-ghost meet-remove" onClick={() => remove(i)} aria-label={`Remove meet ${n}${m.name.trim() ? `: ${m.name.trim()}` : ''}`}>
                  <TrashIcon size={18} />
                </button>
              </div>
            );
          })}
        </div>
      )}
      {meets.length < MAX_MEETS ? (
        <button ref={addRef} type="button" className="btn btn-secondary btn-sm meet-add" onClick={add} aria-describedby="meets-hint">
          <span aria-hidden="true">+</span> Add Meet
        </button>
      ) : (
        <p className="hint">{MAX_MEETS} meets: the most one season takes.</p>
      )}
    </fieldset>
  );
}
