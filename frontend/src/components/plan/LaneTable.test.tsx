import type { SwimSet, WorkoutPlan } from '@laneforge/contracts/plan';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPlan } from '../../test/workouts';
import { PlanTable } from './PlanTable';

/** The test plan written for three lane groups: its main set with each lane's repeats and send-off. */
function forLanes(): WorkoutPlan {
  const plan = aPlan();
  const main = plan.sections[1]!;
  const set = main.blocks[0]!.sets[0]!;
  const laned: SwimSet = {
    ...set,
    lanes: [
      { reps: 3, sendOff: { type: 'interval', seconds: 75 } },
      { reps: 3, sendOff: { type: 'interval', seconds: 85 } },
      { reps: 2, sendOff: { type: 'interval', seconds: 95 } },
    ],
    sendOff: { type: 'interval', seconds: 75 },
  };
  return {
    ...plan,
    laneGroups: [
      { name: 'Lanes 1-2', volumeFactor: 1 },
      { name: 'Lanes 3-4', volumeFactor: 1 },
      { name: 'Lanes 5-6', volumeFactor: 0.8 },
    ],
    paces: { source: 'stored', course: 'SCY', threshold: { free: 68, back: 75, breast: 85, fly: 80, im: 77 }, base: 75, label: 'Paces: Lanes 1-2 base 1:15 · Lanes 3-4 base 1:25 · Lanes 5-6 base 1:35 /100 SCY (stored lane groups)' },
    sections: [plan.sections[0]!, { ...main, blocks: [{ ...main.blocks[0]!, sets: [laned] }] }],
  };
}

describe('the set table of a plan for lane groups', () => {
  it('shows each lane’s repeats and send-off on the set’s row, the paces used, and what each lane swims in all', () => {
    render(<PlanTable plan={forLanes()} />);
    const row = screen.getByText('3 / 3 / 2 × 100').closest('tr')!;
    expect(within(row).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['3 × 100 @ 1:15 Lanes 1-2', '3 × 100 @ 1:25 Lanes 3-4', '2 × 100 @ 1:35 Lanes 5-6']);
    expect(screen.getByText(/Lanes 1-2 base 1:15 · Lanes 3-4 base 1:25/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Lanes 1-2 1,000 yd' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Lanes 5-6 800 yd' })).toBeInTheDocument();
  });
});
