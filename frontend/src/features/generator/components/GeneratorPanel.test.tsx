import type { UsageCheck } from '@laneforge/contracts/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayISO } from '../../../lib/dates';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { aWorkout } from '../../../test/workouts';
import GeneratorPanel from './GeneratorPanel';

const usage = (can_use: boolean): UsageCheck => ({
  can_use,
  tier: 'free',
  allowance: 1,
  period: 'week',
  used: can_use ? 0 : 1,
  renews_at: '2025-06-16T04:00:00Z',
});

function renderGenerator(can_use = true) {
  saveToken('t', true);
  return renderApp(<GeneratorPanel usage={usage(can_use)} onOpenHistory={() => undefined} />, { state: signedInState(aUser()) });
}

describe('plan generator', () => {
  it('defaults the date to today and shows the EST Framework before any plan', () => {
    renderGenerator();
    expect(screen.getByLabelText(/Training Date/)).toHaveValue(todayISO());
    expect(screen.getByRole('heading', { name: /Energy System Training/ })).toBeInTheDocument();
  });

  it('asks for the date and a description', async () => {
    const { calls } = mockApi({});
    renderGenerator();
    await userEvent.type(screen.getByLabelText(/Training Description/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in the date and description');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('disables the generate button when the allowance is used up, and says when it renews', () => {
    renderGenerator(false);
    expect(screen.getByRole('button', { name: 'Generate Training Plan' })).toBeDisabled();
    expect(screen.getByText(/Your allowance renews on Jun 16, 2025/)).toBeInTheDocument();
  });

  it('scrolls the new plan into view and opens it again after a reload', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const workout = aWorkout();
    mockApi({ 'POST /training/generate': { body: workout }, [`GET /training/workouts/${workout.id}`]: { body: { ...workout, versions: [] } } });
    const first = renderGenerator();
    await userEvent.type(screen.getByLabelText(/Training Description/), 'Masters 2500 SCY aerobic');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    const card = await screen.findByRole('article', { name: 'Training Plan' });
    expect(scrolled.mock.contexts).toContain(card);
    expect(card).toHaveFocus();
    first.unmount();

    renderGenerator();
    expect(await screen.findByRole('article', { name: 'Training Plan' })).toHaveTextContent('Threshold Tuesday');
  });

  it('gives the renewal day in the profile’s time zone, not the browser’s', () => {
    saveToken('t', true);
    // Midnight on 16 June in Auckland is still 15 June in UTC and in New York.
    const renewal = { ...usage(false), renews_at: '2025-06-15T12:00:00Z' };
    renderApp(<GeneratorPanel usage={renewal} onOpenHistory={() => undefined} />, { state: signedInState(aUser({ timezone: 'Pacific/Auckland' })) });
    expect(screen.getByText(/Your allowance renews on Jun 16, 2025/)).toBeInTheDocument();
  });

  it('counts the new plan on the dashboard at once, without waiting for the server to catch up', async () => {
    mockApi({ 'POST /training/generate': { body: aWorkout() } });
    const { store } = renderGenerator();
    const before = store.getState().auth.user!;
    await userEvent.type(screen.getByLabelText(/Training Description/), 'Masters 2500 SCY aerobic');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    await screen.findByRole('heading', { name: 'Training Plan' });
    const after = store.getState().auth.user!;
    expect(after.total_workouts_created).toBe(before.total_workouts_created + 1);
    expect(after.workouts_created_today).toBe(before.workouts_created_today + 1);
  });

  it('shows the plan as a set table with totals and as text, then refines it', async () => {
    const { calls } = mockApi({
      'POST /training/generate': { body: aWorkout({ coach_notes: 'Meet on Saturday' }) },
      'GET /user/refresh': { body: aUser() },
      'POST /training/refine': {
        body: { ...aWorkout({ generated_workout: '**Shorter Tuesday**\nWarm-up (300)' }), applied: ['Warm-up: 300 instead of 600.'], not_applied: [{ words: 'and a song', why: 'not understood as a change to the plan' }] },
      },
    });
    renderGenerator();
    await userEvent.type(screen.getByLabelText(/Training Description/), 'High school team, SCY, 1000 yards');
    await userEvent.type(screen.getByLabelText(/Coach Notes/), 'Meet on Saturday');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));

    expect(await screen.findByRole('heading', { name: 'Training Plan' })).toBeInTheDocument();
    const body = await calls.find((c) => c.url.endsWith('/training/generate'))?.json();
    expect(body).toEqual({ date: todayISO(), description: 'High school team, SCY, 1000 yards', plan_type: 'workout', coach_notes: 'Meet on Saturday' });

    const table = screen.getByRole('table', { name: 'Threshold Tuesday: sets by section' });
    expect(within(table).getByRole('rowheader', { name: 'Main Set' })).toBeInTheDocument();
    expect(within(table).getByText('3 × 100')).toBeInTheDocument();
    expect(within(table).getByText('@ 1:30')).toBeInTheDocument();
    expect(within(table).getByText('2 rounds')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Total 1,000 yd' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Distance by energy zone' })).toHaveTextContent('EN2 Threshold 600');
    // The text form is one click away.
    expect(screen.getByLabelText('Plan text')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Text' }));
    expect(screen.getByLabelText('Plan text')).toBeVisible();
    expect(screen.getByLabelText('Plan text')).toHaveTextContent('Threshold Tuesday');
    expect(screen.getByRole('heading', { name: 'Coach Notes' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Apply Refinements' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter refinement instructions');
    await userEvent.type(screen.getByLabelText('Refinement instructions'), 'Shorter warm-up');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Refinements' }));
    await waitFor(() => expect(screen.getByLabelText('Plan text')).toHaveTextContent('Shorter Tuesday'));
    expect(await calls.at(-1)?.json()).toEqual({ workout_id: aWorkout().id, refinement_prompt: 'Shorter warm-up' });
    // What was applied and what was left, one line each.
    expect(screen.getByText('Applied:').parentElement).toHaveTextContent('Applied: Warm-up: 300 instead of 600.');
    expect(screen.getByText('Not applied:').parentElement).toHaveTextContent('Not applied: “and a song” — not understood as a change to the plan');
  });

  it("shows the server's reason when the allowance ran out meanwhile", async () => {
    mockApi({ 'POST /training/generate': { status: 429, body: { detail: 'Your weekly plan is used. It renews on Monday, June 16.' } } });
    renderGenerator();
    await userEvent.type(screen.getByLabelText(/Training Description/), 'Masters, 60 minutes');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It renews on Monday, June 16.');
  });

  it('Reset clears the fields and the result, and puts the date back to today', async () => {
    mockApi({ 'POST /training/generate': { body: aWorkout() }, 'GET /user/refresh': { body: aUser() } });
    renderGenerator();
    const date = screen.getByLabelText(/Training Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2025-07-01');
    await userEvent.type(screen.getByLabelText(/Training Description/), 'Age group practice');
    await userEvent.click(screen.getByRole('button', { name: 'Generate Training Plan' }));
    await screen.findByRole('heading', { name: 'Training Plan' });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('heading', { name: 'Training Plan' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Training Description/)).toHaveValue('');
    expect(screen.getByLabelText(/Training Date/)).toHaveValue(todayISO());
  });
});
