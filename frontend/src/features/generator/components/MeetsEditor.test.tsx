import type { UsageCheck } from '@laneforge/contracts/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayISO } from '../../../lib/dates';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { aWorkout } from '../../../test/workouts';
import GeneratorPanel from './GeneratorPanel';

const usage = (tier: UsageCheck['tier']): UsageCheck => ({ can_use: true, tier, allowance: 10, period: 'month', used: 0, renews_at: null });

function renderGenerator(tier: UsageCheck['tier']) {
  saveToken('t', true);
  const user = aUser({ subscription_type: tier === 'free' ? 'free' : (`${tier}_monthly` as never) });
  return renderApp(<GeneratorPanel usage={usage(tier)} onOpenHistory={() => undefined} />, { state: signedInState(user) });
}

/** A date `days` after today, as the date input holds it. */
const inDays = (days: number) => {
  const [y, m, d] = todayISO().split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d! + days));
  return date.toISOString().slice(0, 10);
};

const generated = (calls: Request[]) => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/training/generate'));

// Typed key by key into many fields: given room on a machine busy with other work.
describe('the meet calendar of a season request', { timeout: 15_000 }, () => {
  it('is not offered to a tier without season plans, which sees what unlocks them', () => {
    mockApi({});
    renderGenerator('free');
    expect(screen.queryByRole('radio', { name: 'Season plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Meets/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Lite' })).toHaveAttribute('href', '/subscription');
  });

  it('appears for a season plan, adds and removes meets by keyboard, and sends them as meets', async () => {
    const { calls } = mockApi({ 'POST /training/generate': { status: 201, body: aWorkout({ plan_type: 'season' }) } });
    renderGenerator('lite');
    expect(screen.queryByRole('group', { name: /Meets/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Season plan' }));
    const meets = screen.getByRole('group', { name: /Meets/ });

    await userEvent.click(within(meets).getByRole('button', { name: 'Add Meet' }));
    // The new row's name takes the focus, so the coach types straight away.
    expect(within(meets).getByLabelText('Name of meet 1')).toHaveFocus();
    await userEvent.keyboard('Winter Invite');
    await userEvent.type(within(meets).getByLabelText('Date of meet 1'), inDays(20));
    expect(within(meets).getByLabelText('Importance of meet 1')).toHaveValue('A');
    await userEvent.selectOptions(within(meets).getByLabelText('Importance of meet 1'), 'B');

    await userEvent.click(within(meets).getByRole('button', { name: 'Add Meet' }));
    await userEvent.keyboard('Champs');
    await userEvent.type(within(meets).getByLabelText('Date of meet 2'), inDays(60));
    // A new meet is the season's A meet until it has one.
    expect(within(meets).getByLabelText('Importance of meet 2')).toHaveValue('A');
    await userEvent.click(within(meets).getByRole('button', { name: 'Add Meet' }));
    expect(within(meets).getByLabelText('Importance of meet 3')).toHaveValue('B');

    await userEvent.click(within(meets).getByRole('button', { name: 'Remove meet 3' }));
    // Removing the last row hands the focus to the row before it.
    expect(within(meets).getByLabelText('Name of meet 2')).toHaveFocus();
    expect(within(meets).getAllByRole('group', { name: /^Meet \d/ })).toHaveLength(2);

    await userEvent.type(screen.getByLabelText(/Training Description/), '10-week season plan, club seniors, 6 practices a week');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    await waitFor(() => expect(generated(calls)).toHaveLength(1));
    expect(await generated(calls)[0]!.json()).toMatchObject({
      plan_type: 'season',
      meets: [
        { name: 'Winter Invite', date: inDays(20), importance: 'B' },
        { name: 'Champs', date: inDays(60), importance: 'A' },
      ],
    });
  });

  it('names what is missing, marks the meet and sends nothing', async () => {
    const { calls } = mockApi({});
    renderGenerator('pro');
    await userEvent.click(screen.getByRole('radio', { name: 'Season plan' }));
    await userEvent.type(screen.getByLabelText(/Training Description/), '12-week season plan for masters');
    await userEvent.click(screen.getByRole('button', { name: 'Add Meet' }));
    await userEvent.type(screen.getByLabelText('Date of meet 1'), inDays(30));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give each meet a name and a date');
    expect(screen.getByLabelText('Name of meet 1')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name of meet 1')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Name of meet 1'), 'Spring Open');
    await userEvent.clear(screen.getByLabelText('Date of meet 1'));
    await userEvent.type(screen.getByLabelText('Date of meet 1'), inDays(-3));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Each meet must fall after the training date, when the season starts');
    expect(screen.getByLabelText('Date of meet 1')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(screen.getByLabelText('Date of meet 1'));
    await userEvent.type(screen.getByLabelText('Date of meet 1'), inDays(30));
    await userEvent.click(screen.getByRole('button', { name: 'Add Meet' }));
    await userEvent.type(screen.getByLabelText('Name of meet 2'), 'Nationals');
    await userEvent.type(screen.getByLabelText('Date of meet 2'), inDays(60));
    await userEvent.selectOptions(screen.getByLabelText('Importance of meet 2'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose one A meet: the season tapers for it. Make the others B or C');
    expect(screen.getByLabelText('Importance of meet 2')).toHaveFocus();
    expect(generated(calls)).toEqual([]);
  });

  it('sends no meets for a single workout, even with rows entered before switching back', async () => {
    const { calls } = mockApi({ 'POST /training/generate': { status: 201, body: aWorkout() } });
    renderGenerator('elite');
    await userEvent.click(screen.getByRole('radio', { name: 'Season plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Meet' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Single workout' }));
    expect(screen.queryByRole('group', { name: /Meets/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Training Description/), 'Masters 2500 SCY aerobic');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    await waitFor(() => expect(generated(calls)).toHaveLength(1));
    const body = (await generated(calls)[0]!.json()) as Record<string, unknown>;
    expect(body.plan_type).toBe('workout');
    expect(body).not.toHaveProperty('meets');
  });
});
