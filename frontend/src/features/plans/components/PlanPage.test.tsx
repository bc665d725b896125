import type { WorkoutDetail } from '@laneforge/contracts/training';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { aPlan, aSeasonPlan, aWorkout } from '../../../test/workouts';
import PlanPage from './PlanPage';

const base = aWorkout();
const detail = (version: number): WorkoutDetail => ({
  ...base,
  version,
  generated_workout: version === 1 ? base.generated_workout : '**Shorter Tuesday**\nWarm-up (300)',
  title: version === 1 ? 'Threshold Tuesday' : 'Shorter Tuesday',
  refinements: [{ prompt: 'shorter warm-up', created_at: '2025-06-09T19:00:00Z' }],
  versions: [
    { version: 1, prompt: null, based_on: null, title: 'Threshold Tuesday', total: 1000, created_at: '2025-06-09T18:00:00Z' },
    { version: 2, prompt: 'shorter warm-up', based_on: 1, title: 'Shorter Tuesday', total: 900, created_at: '2025-06-09T19:00:00Z' },
  ],
});

const usage = { can_use: true, tier: 'free', allowance: 1, period: 'week', used: 0, renews_at: null };

function renderPlan(routes: Parameters<typeof mockApi>[0]) {
  saveToken('t', true);
  const api = mockApi({ [`GET /training/workouts/${base.id}`]: { body: detail(2) }, 'GET /usage/check': { body: usage }, ...routes });
  const view = renderApp(<PlanPage />, { route: `/plans/${base.id}`, path: '/plans/:planId', state: signedInState(aUser()) });
  return { ...api, ...view };
}

describe('the plan page', () => {
  it('leads a season’s day opened as a workout back to its season', async () => {
    const seasonId = '7d1f5a52-3b9e-4f5c-9a55-1c4e2f0b9a10';
    renderPlan({ [`GET /training/workouts/${base.id}`]: { body: { ...detail(1), season_day: { season_id: seasonId, season_title: 'Road to Sectionals', week: 2, day: 3 } } } });
    expect(await screen.findByRole('link', { name: 'Week 2, session 3 of Road to Sectionals' })).toHaveAttribute('href', `/plans/${seasonId}`);
    expect(screen.getByRole('link', { name: 'Training History' })).toHaveAttribute('href', '/dashboard?tab=history');
  });

  it('shows the plan, its title in the tab, and every version with the instruction that made it', async () => {
    renderPlan({});
    expect(await screen.findByRole('heading', { level: 1, name: 'Shorter Tuesday' })).toBeInTheDocument();
    expect(document.title).toBe('Shorter Tuesday · LaneForge');
    const versions = within(screen.getByRole('region', { name: 'Versions' })).getAllByRole('listitem');
    expect(versions.map((v) => v.querySelector('strong')?.textContent)).toEqual(['Version 2', 'Version 1']);
    expect(versions[0]).toHaveTextContent('shorter warm-up');
    expect(versions[0]).toHaveTextContent('Jun 9, 2025, 3:00 PM');
    expect(versions[0]).toHaveTextContent('Shown');
    expect(versions[1]).toHaveTextContent('Generated');
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(`${window.location.origin}/share/${base.id}`);
  });

  it('reverts to an earlier version and shows it', async () => {
    const { calls } = renderPlan({ [`POST /training/workouts/${base.id}/revert`]: { body: detail(1) } });
    await userEvent.click(await screen.findByRole('button', { name: 'Show version 1' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Threshold Tuesday' })).toBeInTheDocument();
    const revert = calls.find((c) => c.url.endsWith('/revert'))!;
    expect(await revert.json()).toEqual({ version: 1 });
    expect(screen.getByRole('button', { name: 'Show version 2' })).toBeInTheDocument();
  });

  it('writes a new plan from the same description and opens it', async () => {
    const fresh = aWorkout({ id: '7d1c2a3b-3333-4c9e-9a1f-2d5e8b7c4a12' });
    const { calls } = renderPlan({ 'POST /training/generate': { status: 201, body: fresh } });
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/plans/${fresh.id}`));
    const generate = calls.find((c) => c.url.endsWith('/training/generate'))!;
    expect(await generate.json()).toEqual({ date: base.date, description: base.description, plan_type: 'workout', coach_notes: null });
  });

  it('deletes the plan after asking once more, then goes back to the history', async () => {
    const { calls } = renderPlan({ [`DELETE /training/workouts/${base.id}`]: { status: 204, body: null } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete Plan' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=history'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('offers the owner of a test practice to enter its result for the paces, on that test and pool', async () => {
    const owner = aUser({ subscription_type: 'lite_monthly' });
    const test = { ...detail(1), user_id: owner.id, title: 'CSS Test', plan: { ...aPlan(), title: 'CSS Test', sessionType: 'test' as const, course: 'SCM' as const } };
    saveToken('t', true);
    mockApi({ [`GET /training/workouts/${base.id}`]: { body: test }, 'GET /usage/check': { body: { ...usage, tier: 'lite' } } });
    renderApp(<PlanPage />, { route: `/plans/${base.id}`, path: '/plans/:planId', state: signedInState(owner) });
    const card = await screen.findByRole('region', { name: 'Test result' });
    expect(card).toHaveTextContent('Swum the CSS test?');
    expect(within(card).getByRole('link', { name: 'Enter result: CSS test' })).toHaveAttribute('href', `/dashboard?tab=profile&test=css&course=SCM&from=${base.id}`);
  });

  it('writes a season anew with its meet calendar, which the description may not name, and offers its test day’s result entry', async () => {
    const owner = aUser({ subscription_type: 'pro_monthly' });
    const season = { ...detail(1), user_id: owner.id, plan_type: 'season' as const, title: 'Two-Week Sharpening', plan: aSeasonPlan() };
    const fresh = aWorkout({ id: '7d1c2a3b-3333-4c9e-9a1f-2d5e8b7c4a12', plan_type: 'season' });
    saveToken('t', true);
    const { calls } = mockApi({ [`GET /training/workouts/${base.id}`]: { body: season }, 'GET /usage/check': { body: { ...usage, tier: 'pro' } }, 'POST /training/generate': { status: 201, body: fresh } });
    renderApp(<PlanPage />, { route: `/plans/${base.id}`, path: '/plans/:planId', state: signedInState(owner) });
    const links = await screen.findAllByRole('link', { name: /^Enter result: CSS test, week 1, Sat, Mar 7/ });
    // The week table and the phone's week card each carry it.
    for (const link of links) expect(link).toHaveAttribute('href', `/dashboard?tab=profile&test=css&course=SCY&from=${base.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/training/generate'))).toBe(true));
    const generate = calls.find((c) => c.url.endsWith('/training/generate'))!;
    expect(await generate.json()).toMatchObject({ plan_type: 'season', meets: [{ name: 'County Champs', date: '2026-03-14', importance: 'A' }] });
  });

  it('offers no result entry for a practice that is not a test', async () => {
    renderPlan({});
    await screen.findByRole('heading', { level: 1, name: 'Shorter Tuesday' });
    expect(screen.queryByRole('region', { name: 'Test result' })).not.toBeInTheDocument();
  });

  it('says when the plan is not there', async () => {
    renderPlan({ [`GET /training/workouts/${base.id}`]: { status: 404, body: { detail: 'Training Plan not found' } } });
    expect(await screen.findByRole('heading', { name: 'Training Plan Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Training History' })).toHaveAttribute('href', '/dashboard?tab=history');
  });
});
