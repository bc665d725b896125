import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { aWorkout } from '../../../test/workouts';
import HistoryPanel from './HistoryPanel';

function renderHistory(onCreate = () => undefined) {
  saveToken('t', true);
  return renderApp(<HistoryPanel onCreate={onCreate} />, { state: signedInState(aUser()) });
}

describe('training history', () => {
  it('lists each plan with its kind, dates, a six-line preview and a view link to the share page', async () => {
    mockApi({
      'GET /user/workouts': {
        body: [aWorkout(), aWorkout({ id: '0b7f8c1e-2222-4c9e-9a1f-2d5e8b7c4a10', plan_type: 'season', date: '2025-09-01' })],
      },
    });
    renderHistory();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByRole('heading')).toHaveTextContent('Training Plan Tue, Jun 10, 2025');
    expect(first.getByText('Created Jun 9, 2025')).toBeInTheDocument();
    const preview = first.getByLabelText('Preview').textContent?.split('\n') ?? [];
    expect(preview).toHaveLength(6);
    expect(preview[0]).toBe('Threshold Tuesday');
    expect(preview).not.toContain('Good swim!');
    const view = first.getByRole('link', { name: /View/ });
    expect(view).toHaveAttribute('href', `/share/${aWorkout().id}`);
    // The entry itself opens the plan page, where it can be refined, reverted, shared or deleted.
    expect(first.getByRole('link', { name: /^Open Training Plan/ })).toHaveAttribute('href', `/plans/${aWorkout().id}`);
    expect(first.getByRole('heading').querySelector('a')).toHaveAttribute('href', `/plans/${aWorkout().id}`);
    expect(view).toHaveAttribute('target', '_blank');
    expect(within(items[1] as HTMLElement).getByRole('heading')).toHaveTextContent('Season Plan');
  });

  it('shows older plans a page at a time', async () => {
    const older = aWorkout({ id: '0b7f8c1e-3333-4c9e-9a1f-2d5e8b7c4a10', date: '2025-05-01' });
    const { calls } = mockApi({
      'GET /user/workouts': (request) =>
        new URL(request.url).searchParams.get('before') === aWorkout().id
          ? { body: [older] }
          : { body: [aWorkout()], headers: { 'x-next-before': aWorkout().id } },
    });
    renderHistory();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show older plans' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Show older plans' })).not.toBeInTheDocument();
    expect(calls.map((c) => new URL(c.url).search)).toEqual(['?limit=20', `?limit=20&before=${aWorkout().id}`]);
  });

  it('offers Word and PDF downloads', async () => {
    mockApi({ 'GET /user/workouts': { body: [aWorkout()] } });
    renderHistory();
    await userEvent.click(await screen.findByRole('button', { name: /Download/ }));
    expect(screen.getByRole('button', { name: 'Word (DOCX)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeInTheDocument();
  });

  it("shows 'No Training Plans Yet' with a way to create the first one", async () => {
    mockApi({ 'GET /user/workouts': { body: [] } });
    const onCreate = vi.fn();
    renderHistory(onCreate);
    expect(await screen.findByRole('heading', { name: 'No Training Plans Yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create First Plan' }));
    expect(onCreate).toHaveBeenCalled();
  });
});
