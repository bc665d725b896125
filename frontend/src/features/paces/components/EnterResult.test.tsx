import type { Paces } from '@laneforge/contracts/paces';
import type { SeasonWeek } from '@laneforge/contracts/plan';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { SeasonDayContext, type SeasonDayOpener } from '../../workouts/components/seasonDays';
import { WeekSessions } from '../../workouts/components/WeekSessions';
import { testKindOf } from '../testResult';
import { PacesCard } from './PacesCard';

const seasonId = '5e1c2a3b-2222-4c9e-9a1f-2d5e8b7c4a11';

/** A lighter week ending on a T-30 (COACHING.md §8: test at the end of a lighter week). */
const testWeek: SeasonWeek = {
  week: 4,
  startDate: '2026-09-28',
  phase: 'general_preparation',
  load: 'recovery',
  volume: 12_000,
  sessions: 3,
  emphasis: 'absorb the block, then test',
  keySets: [],
  zoneMix: { REC: 20, EN1: 60, EN2: 15, EN3: 5, SP1: 0, SP2: 0, SP3: 0 },
  drylandSessions: 0,
  test: 't30',
  days: [
    { date: '2026-09-28', slot: null, kind: 'practice', volume: 4000, focus: 'Long aerobic (EN1)', keySet: null },
    { date: '2026-09-30', slot: null, kind: 'practice', volume: 4000, focus: 'Technique', keySet: null },
    { date: '2026-10-03', slot: null, kind: 'test', volume: 4000, focus: 'T-30 test', keySet: null },
  ],
};

const opener: SeasonDayOpener = { seasonId, course: 'LCM', opening: null, open: vi.fn() };

function renderWeek(subscription_type: string, withOpener = true) {
  const ui = withOpener ? (
    <SeasonDayContext.Provider value={opener}>
      <WeekSessions week={testWeek} unit="m" />
    </SeasonDayContext.Provider>
  ) : (
    <WeekSessions week={testWeek} unit="m" />
  );
  return renderApp(ui, { state: signedInState(aUser({ subscription_type: subscription_type as never })) });
}

const stored = (over: Partial<Paces> = {}): Paces => ({ course: 'SCY', base_100: { free: '1:20' }, css_100: null, source: 'manual', test: null, groups: [], updated_at: '2026-11-23T10:00:00Z', ...over });

describe('a season’s test day', () => {
  it('offers its owner Enter result, opening the paces test entry on that test and pool', async () => {
    renderWeek('lite_monthly');
    await userEvent.click(screen.getByText('3 sessions'));
    const [, , testDay] = screen.getAllByRole('listitem');
    const link = within(testDay!).getByRole('link', { name: 'Enter result: T-30 test, week 4, Sat, Oct 3' });
    expect(link).toHaveTextContent('Enter result');
    expect(link).toHaveAttribute('href', `/dashboard?tab=profile&test=t30&course=LCM&from=${seasonId}`);
    // Practices have no result to enter.
    expect(screen.getAllByRole('link', { name: /Enter result/ })).toHaveLength(1);
  });

  it('shows a tier without test-derived paces what unlocks them, not a link that would be refused', async () => {
    renderWeek('free');
    await userEvent.click(screen.getByText('3 sessions'));
    expect(screen.queryByRole('link', { name: /Enter result/ })).not.toBeInTheDocument();
    const testDay = screen.getAllByRole('listitem')[2]!;
    expect(testDay).toHaveTextContent('Test-derived paces: Lite plan and above.');
    expect(within(testDay).getByRole('link', { name: 'Upgrade to Lite' })).toHaveAttribute('href', '/subscription');
  });

  it('offers nothing to a reader who does not own the season (a shared plan)', async () => {
    renderWeek('elite_monthly', false);
    await userEvent.click(screen.getByText('3 sessions'));
    expect(screen.queryByRole('link', { name: /Enter result/ })).not.toBeInTheDocument();
  });

  it('knows the tests paces are derived from by their titles, and no other', () => {
    expect(testKindOf('T-30 Test Set')).toBe('t30');
    expect(testKindOf('CSS Test')).toBe('css');
    expect(testKindOf('7 x 200 Step Test')).toBe('step');
    expect(testKindOf('T-20 Test Set')).toBeNull();
    expect(testKindOf('10 x 100 Best Average Test')).toBeNull();
  });
});

describe('the paces test entry opened from a test day', () => {
  it('starts on the test and pool, takes the focus, saves the paces and leads back to the plan', async () => {
    let sent: unknown = null;
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    mockApi({
      'GET /training/paces': { body: { paces: stored(), note: null } },
      'POST /training/paces/test': async (request) => {
        sent = await request.json();
        return { body: stored({ course: 'LCM', base_100: { free: '1:24' }, css_100: '1:18', source: 't30', test: { type: 't30', date: '2026-10-03', summary: 'T-30: 2,300 m in 30 minutes → threshold 1:18/100' } }) };
      },
    });
    saveToken('t', true);
    renderApp(<PacesCard />, { route: `/dashboard?tab=profile&test=t30&course=LCM&from=${seasonId}`, state: signedInState(aUser({ subscription_type: 'lite_monthly' })) });
    expect(await screen.findByLabelText('Test')).toHaveValue('t30');
    expect(screen.getByLabelText('Pool')).toHaveValue('LCM');
    const distance = screen.getByLabelText('Distance swum in 30 minutes (metres)');
    await waitFor(() => expect(scrolled.mock.contexts).toContain(distance.closest('form')));
    // The test and pool are set: the focus waits in the result's first field.
    expect(distance).toHaveFocus();

    await userEvent.type(distance, '2300');
    await userEvent.click(screen.getByRole('button', { name: 'Derive Paces' }));
    await waitFor(() => expect(sent).toEqual({ type: 't30', course: 'LCM', distance: 2300 }));
    await waitFor(() => expect(screen.getByTestId('paces-source')).toHaveTextContent('Plans use: Base 1:24/100 LCM from your test on 2026-10-03'));
    // Said once, by the toast; the line stays with the way back, and the focus stays where the coach saved.
    const saved = screen.getByText(/^Threshold 1:18\/100, base 1:24\/100 saved\./);
    expect(saved).toHaveTextContent('Threshold 1:18/100, base 1:24/100 saved. New plans, and the season days you open from now on, use these paces.');
    expect(saved.closest('[role="status"], [aria-live]')).toBeNull();
    expect(within(saved).getByRole('link', { name: 'Back to the plan' })).toHaveAttribute('href', `/plans/${seasonId}`);
    expect(screen.getByRole('button', { name: 'Derive Paces' })).toHaveFocus();
  });

  it('opens on the CSS test in the stored pool when nothing is asked, as before', async () => {
    mockApi({ 'GET /training/paces': { body: { paces: stored({ course: 'SCM' }), note: null } } });
    saveToken('t', true);
    renderApp(<PacesCard />, { route: '/dashboard?tab=profile&test=hack&course=XYZ&from=../admin', state: signedInState(aUser({ subscription_type: 'pro_monthly' })) });
    expect(await screen.findByLabelText('Test')).toHaveValue('css');
    expect(screen.getByLabelText('Pool')).toHaveValue('SCM');
    expect(screen.getByLabelText('Test')).not.toHaveFocus();
  });
});
