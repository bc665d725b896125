import type { WorkoutPlan } from '@laneforge/contracts/plan';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPlan } from '../../test/workouts';
import { PlanTable } from './PlanTable';

const noSets = (plan: WorkoutPlan, changes: Partial<WorkoutPlan>): WorkoutPlan => ({
  ...plan,
  sections: [],
  requestedDistance: null,
  totals: { distance: 0, bySection: [], byZone: { REC: 0, EN1: 0, EN2: 0, EN3: 0, SP1: 0, SP2: 0, SP3: 0 }, minutes: 30 },
  ...changes,
});

describe('a plan without sets in the table view', () => {
  it('shows a lesson’s timed steps, its time, and no yardage', () => {
    const lesson = noSets(aPlan(), {
      title: 'Private Lesson: A Nervous Beginner (30 min)',
      sessionType: 'learn_to_swim',
      steps: [
        { minutes: 10, title: 'A job on the step', detail: 'Pour water from a cup; never lifted in against their will.' },
        { minutes: 20, title: 'Supported float and kick', detail: "Front float with the instructor's hands under the shoulders." },
      ],
    });
    render(<PlanTable plan={lesson} />);
    const steps = screen.getByRole('region', { name: 'Lesson' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'A job on the step 10 minPour water from a cup; never lifted in against their will.',
      "Supported float and kick 20 minFront float with the instructor's hands under the shoulders.",
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    expect(screen.getByText('Time').nextSibling).toHaveTextContent('30 min');
  });

  it('names a clinic’s steps its schedule', () => {
    render(<PlanTable plan={noSets(aPlan(), { sessionType: 'clinic', steps: [{ minutes: 15, title: 'Rotation 1, 0:20-0:35', detail: 'Starts: A · Turns: B' }] })} />);
    expect(screen.getByRole('region', { name: 'Clinic schedule' })).toHaveTextContent('Rotation 1, 0:20-0:35');
  });

  it('shows a dryland session’s exercises by part, with sets, rest and the coaching point', () => {
    const dryland = noSets(aPlan(), {
      sessionType: 'dryland',
      dryland: [
        {
          title: 'Dryland before the swim',
          minutes: 20,
          parts: [
            { part: 'activation', exercises: [{ name: 'Band face pulls', sets: 1, reps: 10, seconds: null, restSeconds: 0, note: 'thumbs back' }] },
            { part: 'core', exercises: [{ name: 'Front plank', sets: 2, reps: null, seconds: 30, restSeconds: 30, note: 'straight line' }] },
          ],
        },
      ],
    });
    render(<PlanTable plan={dryland} />);
    const table = screen.getByRole('table', { name: 'Dryland before the swim' });
    const plank = within(table).getByRole('rowheader', { name: 'Front plank' }).closest('tr')!;
    expect(within(plank).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2 × 30 s', ':30', 'straight line']);
    expect(within(table).getByRole('columnheader', { name: 'Activation' })).toBeInTheDocument();
  });
});
