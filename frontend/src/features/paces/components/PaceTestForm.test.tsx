import type { Paces } from '@laneforge/contracts/paces';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { PacesCard } from './PacesCard';

const seasonId = '5e1c2a3b-2222-4c9e-9a1f-2d5e8b7c4a11';

const stored = (over: Partial<Paces> = {}): Paces => ({ course: 'SCY', base_100: { free: '1:20' }, css_100: null, source: 'manual', test: null, groups: [], updated_at: '2026-11-23T10:00:00Z', ...over });

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
