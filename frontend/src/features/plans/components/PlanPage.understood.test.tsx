import type { Brief } from '@laneforge/contracts/brief';
import type { WorkoutDetail } from '@laneforge/contracts/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { aPlan, aWorkout } from '../../../test/workouts';
import PlanPage from './PlanPage';
import { correctionCount, shownChips, withField } from '../../../components/plan/understood';

/** "Masters 60 min, 4 lanes 1:10/1:20/1:30/1:45, threshold" + "Maria: no fly, no paddles", as the engine reads it. */
const brief = (): Brief => ({
  kind: { value: 'workout', source: 'said', words: 'one session' },
  session: { value: 'practice', source: 'said', words: 'practice' },
  who: { value: { squad: 'masters', label: 'masters', ages: null, headcount: null }, source: 'said', words: 'masters' },
  pool: { value: { course: 'SCY', length: 25, unit: 'yards', openWater: false, shallow: false }, source: 'assumed', words: 'SCY (no pool given)' },
  date: { value: '2025-06-10', source: 'said', words: 'the form’s date' },
  clock: { value: { minutes: 60, start: null, end: null }, source: 'said', words: '60 min' },
  volume: { value: { value: 2700, low: 2700, high: 2700, bound: 'about' }, source: 'assumed', words: '2,700 yards: 60 min at about 45 yards a minute for masters' },
  base: { value: null, source: 'assumed', words: 'the level’s usual paces' },
  focus: { value: ['threshold'], source: 'said', words: 'threshold' },
  emphasis: [],
  event: { value: null, source: 'assumed', words: 'no race named' },
  test: null,
  lanes: [70, 80, 90, 105].map((base, i) => ({ name: `Lane ${i + 1}`, base, factor: 1, volume: null, focus: null, squad: null, limits: [], source: 'said' as const })),
  together: false,
  swimmers: [{ name: 'Maria', limits: [{ rule: 'no_fly', said: 'no fly' }, { rule: 'no_paddles', said: 'no paddles' }], lane: null, event: null, words: 'Maria: no fly, no paddles' }],
  limits: [],
  wants: [],
  coachSets: [],
  meets: [],
  season: null,
  lesson: null,
  dryland: null,
  clinic: null,
  context: [],
  assumed: ['SCY (no pool given)'],
});

const owner = aUser({ subscription_type: 'pro_monthly' });
const shown = (version: number, extra: Partial<WorkoutDetail> = {}): WorkoutDetail => ({
  ...aWorkout({ user_id: owner.id, brief: brief(), version }),
  versions: [
    { version: 1, prompt: null, kind: 'generated', based_on: null, title: 'Threshold Tuesday', total: 1000, created_at: '2025-06-09T18:00:00Z' },
    ...(version > 1 ? [{ version: 2, prompt: 'Corrected: pool SCM; Maria: no fly, no paddles, no kick', kind: 'correction' as const, based_on: 1, title: 'Threshold Tuesday', total: 1000, created_at: '2025-06-09T19:00:00Z' }] : []),
  ],
  ...extra,
});

const usage = { can_use: false, tier: 'pro', allowance: 1, period: 'day', used: 1, renews_at: '2025-06-11T00:00:00Z' };

describe('the Understood strip', () => {
  it('shows one chip per fact, the assumed ones marked in their accessible names', async () => {
    saveToken('t', true);
    mockApi({ [`GET /training/workouts/${shown(1).id}`]: { body: shown(1) }, 'GET /usage/check': { body: usage } });
    renderApp(<PlanPage />, { route: `/plans/${shown(1).id}`, path: '/plans/:planId', state: signedInState(owner) });
    const strip = await screen.findByRole('region', { name: 'Understood' });
    const chips = within(strip).getAllByRole('button', { expanded: false });
    expect(chips.map((c) => c.textContent)).toEqual([
      'Plan One workout',
      'Session Practice',
      'Swimmers Masters',
      'Pool SCY assumed',
      'Time 60 min',
      'Volume ~1,000 yd assumed',
      'Focus Threshold',
      'Lanes 4 lanes 1:10/1:20/1:30/1:45',
      'Swimmer Maria: no fly, no paddles',
      'Limits No team limits',
    ]);
    expect(within(strip).getByRole('button', { name: 'Pool SCY assumed' })).toHaveClass('chip-assumed');
    expect(strip).toHaveTextContent('2 facts were assumed');
  });

  it('corrects the pool and a swimmer’s limit from the keyboard and shows the new version at once', async () => {
    saveToken('t', true);
    const { calls } = mockApi({
      [`GET /training/workouts/${shown(1).id}`]: { body: shown(1) },
      'GET /usage/check': { body: usage },
      [`POST /training/workouts/${shown(1).id}/brief`]: {
        body: shown(2, { plan: { ...aPlan(), course: 'SCM', unit: 'meters' }, brief: { ...brief(), pool: { value: { course: 'SCM', length: 25, unit: 'meters', openWater: false, shallow: false }, source: 'said', words: 'corrected' }, assumed: [] } }),
      },
    });
    renderApp(<PlanPage />, { route: `/plans/${shown(1).id}`, path: '/plans/:planId', state: signedInState(owner) });
    const strip = await screen.findByRole('region', { name: 'Understood' });
    const pool = within(strip).getByRole('button', { name: 'Pool SCY assumed' });
    pool.focus();
    await userEvent.keyboard('{Enter}');
    expect(pool).toHaveAttribute('aria-expanded', 'true');
    const editor = within(strip).getByRole('group', { name: 'Correct: pool' });
    expect(editor).toHaveTextContent('Assumed: SCY (no pool given)');
    expect(within(editor).getByLabelText('Course')).toHaveFocus();
    await userEvent.selectOptions(within(editor).getByLabelText('Course'), 'SCM');
    expect(within(strip).getByRole('button', { name: 'Pool SCM corrected' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(within(strip).queryByRole('group')).not.toBeInTheDocument();
    await waitFor(() => expect(within(strip).getByRole('button', { name: 'Pool SCM corrected' })).toHaveFocus());

    await userEvent.click(within(strip).getByRole('button', { name: /^Swimmer Maria/ }));
    const maria = within(strip).getByRole('group', { name: 'Correct: swimmer' });
    await userEvent.click(within(maria).getByRole('checkbox', { name: 'No kick' }));
    expect(within(strip).getByRole('button', { name: 'Swimmer Maria: no fly, no paddles, no kick corrected' })).toBeInTheDocument();
    expect(strip).toHaveTextContent('2 corrections · a new version, no allowance used');

    await userEvent.click(within(strip).getByRole('button', { name: 'Rewrite with corrections' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/brief'))).toBe(true));
    const sent = calls.find((c) => c.url.endsWith('/brief'))!;
    expect(await sent.json()).toEqual({ pool: { course: 'SCM', openWater: false }, swimmers: [{ name: 'Maria', limits: ['no_fly', 'no_paddles', 'no_kick'] }] });
    // The page shows the corrected version without a reload: its chips, its versions.
    expect(await within(strip).findByRole('button', { name: 'Pool SCM' })).toBeInTheDocument();
    expect(screen.getByText(/version 2 of 2/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Versions' })).getByText('Corrected: pool SCM; Maria: no fly, no paddles, no kick')).toBeInTheDocument();
    // The button went with the corrections: the keyboard goes on from the strip's title, not from the page's top.
    await waitFor(() => expect(within(strip).getByRole('heading', { name: 'Understood' })).toHaveFocus());
  });

  it('says the server’s refusal in the strip and keeps the corrections', async () => {
    saveToken('t', true);
    mockApi({
      [`GET /training/workouts/${shown(1).id}`]: { body: shown(1) },
      'GET /usage/check': { body: usage },
      [`POST /training/workouts/${shown(1).id}/brief`]: { status: 400, body: { detail: 'lanes[1].base: must be between 0:40 and 5:00 per 100' } },
    });
    renderApp(<PlanPage />, { route: `/plans/${shown(1).id}`, path: '/plans/:planId', state: signedInState(owner) });
    const strip = await screen.findByRole('region', { name: 'Understood' });
    await userEvent.click(within(strip).getByRole('button', { name: /^Lanes/ }));
    const base = within(strip).getAllByLabelText('Base /100')[1]!;
    await userEvent.clear(base);
    await userEvent.type(base, '0:20');
    await userEvent.click(within(strip).getByRole('button', { name: 'Rewrite with corrections' }));
    expect(await within(strip).findByRole('alert')).toHaveTextContent('lanes[1].base: must be between 0:40 and 5:00 per 100');
    expect(within(strip).getByRole('button', { name: /^Lanes 4 lanes 1:10\/0:20\/1:30\/1:45 corrected/ })).toBeInTheDocument();
  });

  it('shows a season day’s key set as from the season, not among the coach’s own sets', async () => {
    saveToken('t', true);
    const keySet = { reps: 5, distance: 400, stroke: 'back' as const, description: 'negative split', sendOff: { type: 'interval' as const, seconds: 345 }, zone: 'EN1' as const, equipment: [], halfLength: false };
    const day = shown(1, { brief: { ...brief(), coachSets: [{ kind: 'main', blocks: [{ rounds: 1, label: null, sets: [keySet], coachWritten: true }], locked: false, place: null, words: '5 x 400 Back @ 5:45 — EN1, negative split', season: { week: 2 } }] } });
    mockApi({ [`GET /training/workouts/${day.id}`]: { body: day }, 'GET /usage/check': { body: usage } });
    renderApp(<PlanPage />, { route: `/plans/${day.id}`, path: '/plans/:planId', state: signedInState(owner) });
    const strip = await screen.findByRole('region', { name: 'Understood' });
    const keyChip = within(strip).getByRole('button', { name: 'Key set Week 2: 5 x 400 Back @ 5:45 — EN1, negative split from your season' });
    expect(strip).not.toHaveTextContent('Your sets');
    await userEvent.click(keyChip);
    const editor = within(strip).getByRole('group', { name: 'Correct: key set' });
    expect(editor).toHaveTextContent('From your season: the week’s key set in your season plan.');
    expect(within(editor).getByRole('group', { name: 'The season’s key set, kept as the main set' })).toBeInTheDocument();
  });

  it('lets an administrator read another coach’s chips without correcting them', async () => {
    saveToken('t', true);
    mockApi({ [`GET /training/workouts/${shown(1).id}`]: { body: shown(1) }, 'GET /usage/check': { body: usage } });
    renderApp(<PlanPage />, { route: `/plans/${shown(1).id}`, path: '/plans/:planId', state: signedInState(aUser({ id: '9a1c2a8e-3b7d-4c9e-9a1f-2d5e8b7c4a99', role: 'admin', subscription_type: 'admin' })) });
    const strip = await screen.findByRole('region', { name: 'Understood' });
    expect(within(strip).queryAllByRole('button')).toEqual([]);
    expect(strip).toHaveTextContent('Pool SCY assumed');
  });
});

describe('the strip’s draft', () => {
  it('forgets a correction that is back to what the brief says, and counts swimmers removed', () => {
    const b = brief();
    const draft = withField({}, b, 'pool', { course: 'SCM', openWater: false });
    expect(withField(draft, b, 'pool', { course: 'SCY', length: 25, openWater: false })).toEqual({});
    const removed = withField({}, b, 'swimmers', []);
    expect(correctionCount(b, removed)).toBe(1);
    expect(shownChips(b, removed).some((c) => c.field === 'swimmer')).toBe(false);
    const season = withField({}, b, 'season', { weeks: 8 });
    expect(withField(season, b, 'season', { sessionsPerWeek: 4 })).toEqual({ season: { weeks: 8, sessionsPerWeek: 4 } });
  });
});
