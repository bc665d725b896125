import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsReport } from '@laneforge/contracts/analytics';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import AnalyticsPanel from './AnalyticsPanel';

const zones = (en1: number, sp1: number) => ({ REC: 0, EN1: en1, EN2: 0, EN3: 0, SP1: sp1, SP2: 0, SP3: 0 });
const strokes = (free: number, fly: number) => ({ free, back: 0, breast: 0, fly, IM: 0, kick: 0, pull: 0, drill: 0, choice: 0 });

const report: AnalyticsReport = {
  from: '2026-11-09',
  to: '2026-11-22',
  time_zone: 'UTC',
  unit: 'yards',
  converted_plans: 1,
  note: '1 plan was written in meters and is shown in yards (1 yd = 0.9144 m, rounded per plan).',
  weeks: [
    { week_start: '2026-11-09', distance: 4000, sessions: 1, minutes: 90, by_zone: zones(3000, 1000), by_stroke: strokes(3000, 1000), planned: { distance: 5000, sessions: 2 } },
    { week_start: '2026-11-16', distance: 2000, sessions: 1, minutes: 45, by_zone: zones(2000, 0), by_stroke: strokes(2000, 0), planned: { distance: 0, sessions: 0 } },
  ],
  totals: { distance: 6000, sessions: 2, minutes: 135, by_zone: zones(5000, 1000), by_stroke: strokes(5000, 1000), planned: { distance: 5000, sessions: 2 } },
};

function renderPanel(tier: 'free' | 'lite' | 'pro', onCreate = vi.fn()) {
  saveToken('t', true);
  renderApp(<AnalyticsPanel tier={tier} onCreate={onCreate} />, { route: '/dashboard?tab=analytics', state: signedInState(aUser()) });
  return onCreate;
}

describe('analytics panel', () => {
  it.each(['free', 'lite'] as const)('shows a %s coach what unlocks analytics, with the way to upgrade, and asks the server nothing', (tier) => {
    const { calls } = mockApi({});
    renderPanel(tier);
    const locked = screen.getByRole('region', { name: 'Premium analytics' });
    expect(locked).toHaveTextContent('Available on the Pro plan and above.');
    expect(within(locked).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscription');
    expect(calls).toHaveLength(0);
  });

  it('draws every chart with a table of the same figures, and reads a bar aloud from the keyboard', async () => {
    mockApi({ 'GET /training/analytics': { body: report } });
    renderPanel('pro');
    expect(await screen.findByText(report.note!)).toBeInTheDocument();
    for (const title of ['Weekly volume', 'Sessions per week', 'Zone mix', 'Stroke mix', 'Planned vs written']) {
      expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('6,000 yards')).toBeInTheDocument();
    const volume = screen.getByRole('figure', { name: 'Weekly volume' });
    const rows = within(volume).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['WeekWritten', 'Nov 94,000 yd', 'Nov 162,000 yd']);
    await userEvent.click(within(volume).getByRole('img'));
    await userEvent.keyboard('{End}');
    expect(within(volume).getByText('Nov 16: Written 2,000 yd')).toBeInTheDocument();
    const planned = screen.getByRole('figure', { name: 'Planned vs written' });
    expect(within(planned).getAllByRole('row')[1]?.textContent).toBe('Nov 95,000 yd4,000 yd');
  });

  it('asks again for another range and unit', async () => {
    const { calls } = mockApi({ 'GET /training/analytics': { body: report } });
    renderPanel('pro');
    await screen.findByText('6,000 yards');
    await userEvent.selectOptions(screen.getByLabelText('Range'), '26');
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'meters');
    expect(calls.map((c) => new URL(c.url).search)).toContain('?weeks=26&unit=meters');
  });

  it('says when there is nothing in the range yet and leads to the generator', async () => {
    const empty = { ...report, note: null, converted_plans: 0, weeks: report.weeks.map((w) => ({ ...w, distance: 0, sessions: 0, minutes: 0, planned: { distance: 0, sessions: 0 } })), totals: { ...report.totals, distance: 0, sessions: 0, minutes: 0, planned: { distance: 0, sessions: 0 } } };
    mockApi({ 'GET /training/analytics': { body: empty } });
    const onCreate = renderPanel('pro');
    await userEvent.click(await screen.findByRole('button', { name: 'Create a plan' }));
    expect(onCreate).toHaveBeenCalled();
  });
});
