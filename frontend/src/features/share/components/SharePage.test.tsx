import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { aUser } from '../../../test/fixtures';
import { aPlan, aWorkout } from '../../../test/workouts';
import SharePage from './SharePage';

const renderShare = () => renderApp(<SharePage />, { route: '/share/abc', path: '/share/:workoutId' });

describe('shared plan page', () => {
  it('titles the plan from its **…** line and shows the badge, date, text and coach notes', async () => {
    mockApi({
      'GET /training/share/abc': {
        body: { plan_type: 'season', date: '2025-09-01', generated_workout: 'Season overview\n**Road to Sectionals**\nWeek 1', coach_notes: 'Taper starts week 10' },
      },
    });
    renderShare();
    expect(await screen.findByRole('heading', { level: 1, name: 'Road to Sectionals' })).toBeInTheDocument();
    expect(screen.getByText('Shared Season Plan')).toBeInTheDocument();
    expect(screen.getByText('Mon, Sep 1, 2025')).toBeInTheDocument();
    expect(screen.getByLabelText('Plan text')).toHaveTextContent('Week 1');
    expect(document.title).toBe('Road to Sectionals · LaneForge');
    expect(screen.getByText('Taper starts week 10')).toBeInTheDocument();
    // A stranger holding the link is offered the product, not a coach's pages that lead to a sign-in.
    expect(screen.queryByRole('link', { name: 'Training History' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('gives a signed-in coach their account and the way back to their own plans', async () => {
    mockApi({ 'GET /training/share/abc': { body: { plan_type: 'workout', date: '2025-09-01', generated_workout: '**Tuesday**\n4 x 100 free' } } });
    renderApp(<SharePage />, { route: '/share/abc', path: '/share/:workoutId', state: signedInState(aUser({ name: 'Dana Reyes' })) });
    expect(await screen.findByRole('link', { name: 'Training History' })).toHaveAttribute('href', '/dashboard?tab=history');
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('draws the set table from the structured plan, its title in the tab', async () => {
    mockApi({
      'GET /training/share/abc': {
        body: { plan_type: 'workout', date: '2025-06-10', generated_workout: aWorkout().generated_workout, title: 'Threshold Tuesday', plan: aPlan(), coach_notes: null },
      },
    });
    renderShare();
    const table = await screen.findByRole('table', { name: 'Threshold Tuesday: sets by section' });
    expect(table).toHaveTextContent('3 × 100');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy for WhatsApp/Slack' })).toBeInTheDocument();
    expect(document.title).toBe('Threshold Tuesday · LaneForge');
  });

  it('downloads the plan in the page’s words for whoever holds the link, not the coach’s', async () => {
    const { calls } = mockApi({
      'GET /training/share/abc': { body: { plan_type: 'workout', date: '2025-06-10', generated_workout: aWorkout().generated_workout, title: 'Threshold Tuesday', plan: aPlan(), coach_notes: null } },
      'GET /training/download/abc/pdf': { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="LaneForge_Training_Plan_2025-06-10.pdf"' } },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:plan'), revokeObjectURL: vi.fn() }));
    renderShare();
    await userEvent.click(await screen.findByRole('button', { name: /Download/ }));
    await userEvent.click(screen.getByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    const download = calls.find((c) => new URL(c.url).pathname.endsWith('/pdf'))!;
    expect(new URL(download.url).search).toBe('?view=shared');
  });

  it("falls back to 'LaneForge Workout' as the title", async () => {
    mockApi({ 'GET /training/share/abc': { body: { plan_type: 'workout', date: '2025-06-10', generated_workout: 'Warm-up (400)' } } });
    renderShare();
    expect(await screen.findByRole('heading', { level: 1, name: 'LaneForge Workout' })).toBeInTheDocument();
    expect(screen.getByText('Shared Training Plan')).toBeInTheDocument();
  });

  it("shows the server's message when the plan is not found", async () => {
    mockApi({ 'GET /training/share/abc': { status: 404, body: { detail: 'This plan was deleted' } } });
    renderShare();
    expect(await screen.findByRole('heading', { name: 'Training Plan Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This plan was deleted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Plan' })).toHaveAttribute('href', '/');
  });
});
