import type { Plan } from '@laneforge/contracts/plan';
import { useId, useState } from 'react';
import { PlanTable } from './PlanTable';
import { PlanText } from './PlanText';

interface Props {
  plan: Plan | null;
  text: string;
  coachNotes?: string | null | undefined;
}

/**
 * A plan as it is read everywhere: the set table first, the text form one click away (a plan kept
 * only as text shows its text), then the coach's notes and what the generator assumed. Print always
 * draws the table.
 */
export function PlanView({ plan, text, coachNotes }: Props) {
  const [mode, setMode] = useState<'table' | 'text'>('table');
  const id = useId();
  const shown = plan ? mode : 'text';
  const notes = plan ? [...plan.assumptions.map((a) => `Assumed: ${a}`), ...plan.notes] : [];
  return (
    <div className={`plan-view plan-view-${shown}${plan ? ' has-table' : ''}`}>
      {plan && (
        <div className="view-switch no-print" role="group" aria-label="Show the plan as">
          <button type="button" aria-pressed={shown === 'table'} aria-controls={`${id}-table`} onClick={() => setMode('table')}>
            Set table
          </button>
          <button type="button" aria-pressed={shown === 'text'} aria-controls={`${id}-text`} onClick={() => setMode('text')}>
            Text
          </button>
        </div>
      )}
      {plan && (
        <div id={`${id}-table`} className="plan-pane pane-table" hidden={shown !== 'table'}>
          <PlanTable plan={plan} />
        </div>
      )}
      <div id={`${id}-text`} className="plan-pane pane-text" hidden={shown !== 'text'}>
        <PlanText text={text} />
      </div>
      {coachNotes && (
        <section className="coach-notes" aria-label="Coach Notes">
          <h3>Coach Notes</h3>
          <p>{coachNotes}</p>
        </section>
      )}
      {notes.length > 0 && (
        <section className="plan-notes" aria-label="Notes">
          <h3>Notes</h3>
          <ul>
            {notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
