import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './focus';

/** A page whose heading comes after its data, as a plan's page does. */
function Loaded({ title, ms }: { title: string; ms: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return (
    <main>
      {ready ? <h1>{title}</h1> : <p>Loading…</p>}
      <input aria-label="Find a set" />
    </main>
  );
}

function Start() {
  const navigate = useNavigate();
  return (
    <main>
      <h1>Season</h1>
      <button type="button" onClick={() => navigate('/day')}>
        Open as workout
      </button>
    </main>
  );
}

const app = (route = '/') =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <RouteFocus />
      <Routes>
        <Route path="/" element={<Start />} />
        <Route path="/day" element={<Loaded title="Tuesday practice" ms={50} />} />
      </Routes>
    </MemoryRouter>,
  );

describe('focus after moving to another page', () => {
  it('lands on the new page’s heading once it is drawn, when the control that moved there is gone', async () => {
    app();
    await userEvent.click(screen.getByRole('button', { name: 'Open as workout' }));
    const heading = await screen.findByRole('heading', { name: 'Tuesday practice' });
    expect(heading).toHaveFocus();
  });

  it('leaves a page loaded anew to start at its top', async () => {
    app('/day');
    await screen.findByRole('heading', { name: 'Tuesday practice' });
    expect(document.body).toHaveFocus();
  });

  it('leaves the focus where the coach has put it meanwhile', async () => {
    app();
    await userEvent.click(screen.getByRole('button', { name: 'Open as workout' }));
    const find = screen.getByLabelText('Find a set');
    find.focus();
    await screen.findByRole('heading', { name: 'Tuesday practice' });
    expect(find).toHaveFocus();
  });
});
