import { useLayoutEffect, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation, useNavigationType } from '@beacon/shared/router';
import { BrowserRouter } from './BrowserRouter';

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>
        {name} ({useNavigationType()})
      </h1>
      <p>entry {useLocation().key}</p>
      <Link to="/events">Events</Link>
    </>
  );
}

/**
 * Moves the address to /events as a traversal does, before the router around it listens (a child's
 * layout effect runs before its parent's): what Back does while the document is still hydrating.
 */
function BackWhileStarting() {
  useLayoutEffect(() => {
    window.history.pushState(null, '', '/events');
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return null;
}

/** Names the entry in its history state before the router listens, as our scroll restoration does. */
function NameEntry() {
  useLayoutEffect(() => window.history.replaceState({ key: 'named' }, ''), []);
  return null;
}

function renderSite(extra?: ReactNode) {
  return render(
    <BrowserRouter>
      {extra}
      <Routes>
        <Route path="/tips" element={<Page name="Tips" />} />
        <Route path="/events" element={<Page name="Events" />} />
      </Routes>
    </BrowserRouter>,
  );
}

beforeEach(() => window.history.replaceState(null, '', '/tips'));

it('renders the address, follows links and returns with Back', async () => {
  renderSite();
  expect(screen.getByRole('heading')).toHaveTextContent('Tips (POP)');
  await userEvent.click(screen.getByRole('link', { name: 'Events' }));
  expect(await screen.findByRole('heading', { name: 'Events (PUSH)' })).toBeInTheDocument();
  window.history.back();
  expect(await screen.findByRole('heading', { name: 'Tips (POP)' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/tips');
});

it('shows the page of the address a traversal reached before the router listened', async () => {
  renderSite(<BackWhileStarting />);
  expect(await screen.findByRole('heading', { name: 'Events (POP)' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/events');
});

it('does not take a page naming its entry for a traversal', async () => {
  renderSite(<NameEntry />);
  await act(async () => {});
  expect(screen.getByRole('heading')).toHaveTextContent('Tips (POP)');
  // A traversal would have replaced the location the router started with (whose key is 'default').
  expect(screen.getByText(/^entry /)).toHaveTextContent('entry default');
});
