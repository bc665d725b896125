import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../../lib/tokenStorage';
import { aUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderApp, signedInState } from '../../../test/render';
import { PrioritySupport } from './PrioritySupport';

function renderFor(user = aUser()) {
  saveToken('t', true);
  return renderApp(<PrioritySupport user={user} />, { route: '/dashboard?tab=profile', state: signedInState(user) });
}

describe('priority support', () => {
  it('gives an Elite coach the address the server keeps for Elite', async () => {
    mockApi({ 'GET /training/support/priority': { body: { email: 'priority@laneforge.app' } } });
    renderFor(aUser({ subscription_type: 'elite_monthly' }));
    expect(await screen.findByRole('link', { name: 'priority@laneforge.app' })).toHaveAttribute('href', 'mailto:priority@laneforge.app');
  });

  it('shows a Pro coach that Elite unlocks it, without asking the server', () => {
    const { calls } = mockApi({});
    renderFor(aUser({ subscription_type: 'pro_annual' }));
    expect(screen.getByText('Priority support')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Elite' })).toHaveAttribute('href', '/subscription');
    expect(calls).toHaveLength(0);
  });
});
