import type { Paces } from '@laneforge/contracts/paces';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { PacesCard } from './PacesCard';

const stored = (over: Partial<Paces> = {}): Paces => ({ course: 'SCY', base_100: { free: '1:20' }, css_100: null, source: 'manual', test: null, groups: [], updated_at: '2026-11-23T10:00:00Z', ...over });

function renderCard(subscription_type = 'free') {
  saveToken('t', true);
  const user = aUser({ subscription_type: subscription_type as never });
  return renderApp(<PacesCard />, { route: '/dashboard?tab=profile', state: signedInState(user) });
}

describe('the paces card', () => {
  it('stores a Free coach’s base paces and shows the tests and lane groups locked with the tier that unlocks them', async () => {
    let saved: unknown = null;
    mockApi({
      'GET /training/paces': { body: { paces: null, note: 'No paces stored yet' } },
      'PUT /training/paces': async (request) => {
        saved = await request.json();
        return { body: stored({ base_100: { free: '1:30', back: '1:40' } }) };
      },
    });
    renderCard();
    expect(await screen.findByTestId('paces-source')).toHaveTextContent('No paces stored: plans use the level’s default paces.');
    await userEvent.type(screen.getByLabelText(/^Free/), '1:30');
    await userEvent.type(screen.getByLabelText('Back'), '1:40');
    await userEvent.click(screen.getByRole('button', { name: 'Save Paces' }));
    await waitFor(() => expect(saved).toEqual({ course: 'SCY', base_100: { free: '1:30', back: '1:40' } }));
    await waitFor(() => expect(screen.getByTestId('paces-source')).toHaveTextContent('Plans use: Base 1:30/100 SCY, entered by you.'));
    const notes = screen.getAllByRole('note');
    expect(within(notes[0]!).getByRole('link', { name: 'Upgrade to Lite' })).toHaveAttribute('href', '/subscription');
    expect(within(notes[1]!).getByRole('link', { name: 'Upgrade to Elite' })).toHaveAttribute('href', '/subscription');
  });

  it('shows the server’s reason for a pace it cannot read', async () => {
    mockApi({
      'GET /training/paces': { body: { paces: null, note: 'No paces stored yet' } },
      'PUT /training/paces': { status: 400, body: { detail: 'base_100.free must be a time written m:ss, e.g. 1:20' } },
    });
    renderCard();
    await userEvent.type(await screen.findByLabelText(/^Free/), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Save Paces' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('base_100.free must be a time written m:ss');
  });

  it('derives paces from a CSS test for a Lite coach and shows them', async () => {
    let sent: unknown = null;
    mockApi({
      'GET /training/paces': { body: { paces: stored(), note: null } },
      'POST /training/paces/test': async (request) => {
        sent = await request.json();
        return { body: stored({ base_100: { free: '1:30' }, css_100: '1:25', source: 'css', test: { type: 'css', date: '2026-11-23', summary: 'CSS test: 400 in 5:20, 200 in 2:30 → threshold 1:25/100' } }) };
      },
    });
    renderCard('lite_monthly');
    expect(await screen.findByTestId('paces-source')).toHaveTextContent('Plans use: Base 1:20/100 SCY, entered by you.');
    await userEvent.type(screen.getByLabelText('400 time'), '5:20');
    await userEvent.type(screen.getByLabelText('200 time'), '2:30');
    await userEvent.click(screen.getByRole('button', { name: 'Derive Paces' }));
    await waitFor(() => expect(sent).toEqual({ type: 'css', course: 'SCY', t400: '5:20', t200: '2:30' }));
    await waitFor(() => expect(screen.getByTestId('paces-source')).toHaveTextContent('Base 1:30/100 SCY from your test on 2026-11-23: CSS test: 400 in 5:20, 200 in 2:30 → threshold 1:25/100.'));
  });

  it('lets an Elite coach name lane groups with their paces and volume', async () => {
    let saved: { groups?: unknown } | null = null;
    mockApi({
      'GET /training/paces': { body: { paces: stored(), note: null } },
      'PUT /training/paces': async (request) => {
        saved = (await request.json()) as { groups?: unknown };
        return { body: stored({ groups: [{ name: 'Lanes 1-2', base_100: { free: '1:15' }, volume_factor: 1 }, { name: 'Lanes 3-4', base_100: { free: '1:25' }, volume_factor: 0.9 }] }) };
      },
    });
    renderCard('elite_monthly');
    expect(await screen.findByTestId('paces-source')).toHaveTextContent('Plans use: Base 1:20/100 SCY, entered by you.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Lane Group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Lane Group' }));
    await userEvent.type(screen.getByLabelText('Base /100 free', { selector: '#group-free-0' }), '1:15');
    await userEvent.type(screen.getByLabelText('Base /100 free', { selector: '#group-free-1' }), '1:25');
    await userEvent.clear(screen.getByLabelText('Volume %', { selector: '#group-factor-1' }));
    await userEvent.type(screen.getByLabelText('Volume %', { selector: '#group-factor-1' }), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save Lane Groups' }));
    await waitFor(() =>
      expect(saved?.groups).toEqual([
        { name: 'Lanes 1-2', base_100: { free: '1:15' }, volume_factor: 1 },
        { name: 'Lanes 3-4', base_100: { free: '1:25' }, volume_factor: 0.9 },
      ]),
    );
    expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();
  });
});
