import type { SeasonPlan, SwimSet, WorkoutPlan } from '@laneforge/contracts/plan';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aPlan, planBasics } from '../../test/workouts';
import type { SetRowView } from './setTable';
import { workoutTableView } from './setTable';
import { PlanTable } from './PlanTable';
import { SetRow } from './SetRow';

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('the set table of a workout', () => {
  it('shows each section with its sets, its subtotal and the total', () => {
    render(<PlanTable plan={aPlan()} />);
    const table = screen.getByRole('table', { name: 'Threshold Tuesday: sets by section' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Set', 'Stroke', 'Description', 'Send-off', 'Zone', 'Yards']);
    const warmup = within(table).getByRole('rowheader', { name: 'Warm-up' }).closest('tr')!;
    expect(cells(warmup)).toEqual(['400 yd']);
    const rows = within(table).getAllByRole('row');
    const easy = rows.find((r) => r.textContent?.includes('easy'))!;
    expect(cells(easy)).toEqual(['400', 'Choice', 'easy', '—', 'REC', '400']);
    expect(within(table).getByRole('row', { name: 'Total 1,000 yd' })).toBeInTheDocument();
  });

  it('heads repeated sets with their rounds and marks the sets inside', () => {
    render(<PlanTable plan={aPlan()} />);
    const group = screen.getByText('2 rounds').closest('tr')!;
    expect(cells(group)).toEqual(['2 rounds', '600']);
    const set = screen.getByText('3 × 100').closest('tr')!;
    expect(set).toHaveClass('in-group');
    expect(cells(set)).toEqual(['3 × 100', 'Free', 'hold pacePaddles', '@ 1:30', 'EN2', '300']);
  });

  it('writes an inline group as coaches do: 3 × (100 Free + 50 Kick)', () => {
    const plan = aPlan();
    const kick: SwimSet = { reps: 1, distance: 50, stroke: 'kick', description: 'fast', sendOff: { type: 'rest', seconds: 15 }, zone: 'EN3', equipment: [], halfLength: false };
    const free: SwimSet = { ...kick, distance: 100, stroke: 'free', description: 'smooth', sendOff: null, zone: 'EN1' };
    const inline: WorkoutPlan = {
      ...plan,
      sections: [{ kind: 'main', name: 'Main Set', distance: 450, blocks: [{ rounds: 3, label: null, sets: [free, kick] }] }],
      totals: { ...plan.totals, distance: 450 },
    };
    render(<PlanTable plan={inline} />);
    const group = screen.getByText('3 × (100 Free + 50 Kick)').closest('tr')!;
    expect(cells(group)).toEqual(['3 × (100 Free + 50 Kick)', '450']);
    expect(cells(screen.getByText('fast').closest('tr')!)).toEqual(['50', 'Kick', 'fast', ':15 rest', 'EN3', '50']);
    expect(workoutTableView(inline).sections[0]?.rows.map((r) => r.kind)).toEqual(['group', 'set', 'set']);
  });

  it('shows one send-off per lane group on a single row', () => {
    const row: SetRowView = {
      kind: 'set',
      key: 'k',
      amount: '8 × 100',
      stroke: 'Free',
      description: 'hold pace',
      equipment: '',
      sendOffs: [
        { group: 'Lanes 1-2', text: '@ 1:15' },
        { group: 'Lanes 3-4', text: '@ 1:25' },
        { group: 'Lanes 5-6', text: '@ 1:35' },
      ],
      zone: 'EN2',
      zoneName: 'Threshold',
      distance: '800',
      nested: false,
    };
    render(
      <table>
        <tbody>
          <SetRow row={row} />
        </tbody>
      </table>,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['@ 1:15 Lanes 1-2', '@ 1:25 Lanes 3-4', '@ 1:35 Lanes 5-6']);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});

const season = (): SeasonPlan => ({
  kind: 'season',
  ...planBasics(),
  title: 'Spring Season',
  date: '2026-03-02',
  assumptions: ['6 practices a week'],
  targetDate: '2026-03-23',
  sessionsPerWeek: 5,
  weeks: [1, 2, 3, 4].map((week) => ({
    week,
    startDate: `2026-03-${String(2 + (week - 1) * 7).padStart(2, '0')}`,
    phase: week < 4 ? 'specific_preparation' : 'taper',
    load: week === 4 ? 'taper' : 'load',
    volume: week === 4 ? 12_000 : 20_000,
    sessions: 5,
    emphasis: week === 4 ? 'sharpen, rest' : 'threshold 100s',
    keySets: [{ reps: 10, distance: 100, stroke: 'free', description: 'best average', sendOff: { type: 'interval', seconds: 80 }, zone: 'EN2', equipment: [], halfLength: false }],
    zoneMix: { REC: 10, EN1: 50, EN2: 25, EN3: 5, SP1: 5, SP2: 3, SP3: 2 },
    drylandSessions: 2,
    ...(week === 3 ? { notes: ['Thu Mar 19 – Fri Mar 20: no practice (spring break)'] } : {}),
  })),
  taper: { startWeek: 4, weeks: 1, peakVolume: 20_000, raceWeekVolume: 12_000, volumeReductionPercent: 40 },
  totals: { weeks: 4, distance: 72_000, peakWeekVolume: 20_000, sessions: 20 },
});

describe('the season view', () => {
  it('lists every week in a table with phase, volume, key sets and the total', () => {
    render(<PlanTable plan={season()} />);
    const table = screen.getByRole('table', { name: 'Spring Season: week by week' });
    const week2 = within(table).getByRole('rowheader', { name: '2' }).closest('tr')!;
    expect(week2).toHaveTextContent('Specific preparation');
    expect(week2).toHaveTextContent('20,000');
    expect(week2).toHaveTextContent('10 × 100 Free @ 1:20 — EN2, best average');
    expect(within(table).getByRole('row', { name: /Total 72,000/ })).toBeInTheDocument();
  });

  it('shows what else a week holds beside its emphasis: the days off', () => {
    render(<PlanTable plan={season()} />);
    const table = screen.getByRole('table', { name: 'Spring Season: week by week' });
    expect(within(table).getByRole('rowheader', { name: '3' }).closest('tr')!).toHaveTextContent('Thu Mar 19 – Fri Mar 20: no practice (spring break)');
    expect(within(table).getByRole('rowheader', { name: '2' }).closest('tr')!).not.toHaveTextContent('no practice');
  });

  it('gives a phone one card per week, and each week opens onto its sessions', async () => {
    render(<PlanTable plan={season()} />);
    const cards = within(screen.getByRole('list', { name: 'Spring Season: week by week' })).getAllByRole('listitem').filter((li) => li.classList.contains('week-card'));
    expect(cards).toHaveLength(4);
    expect(cards[3]).toHaveTextContent('Week 4');
    expect(cards[3]).toHaveTextContent('12,000 yd');
    const sessions = within(cards[0]!).getByText('5 sessions');
    await userEvent.click(sessions);
    const days = within(sessions.closest('details')!).getAllByRole('listitem');
    expect(days).toHaveLength(5);
    expect(days[0]).toHaveTextContent('Mon, Mar 2 · 4,000 yd');
    expect(days[0]).toHaveTextContent('10 × 100 Free @ 1:20');
  });
});
