import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from '@beacon/shared/router';
import { SCROLL_POSITIONS_KEY, ScrollRestoration } from './ScrollRestoration';

/** jsdom does not scroll: a window whose scrollTo moves scrollY and fires `scroll`, like a browser. */
function installScrollableWindow() {
  let y = 0;
  const scrollTo = jest.fn((_x: number, top: number) => {
    y = top;
    window.dispatchEvent(new Event('scroll'));
  });
  const original = window.scrollTo;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => y });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return {
    scrollTo,
    /** The visitor scrolls to `top`. */
    scrollBy(top: number) {
      y = top;
      window.dispatchEvent(new Event('scroll'));
    },
    restore() {
      window.scrollTo = original;
    },
  };
}

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <Link to="/second">Second</Link>
      <Link to="/third#details">Details</Link>
      <button type="button" onClick={() => void navigate({ search: '?q=council' }, { replace: true })}>
        Filter
      </button>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Forward
      </button>
      <section id="details">details</section>
    </>
  );
}

function renderSite() {
  return render(
    <MemoryRouter initialEntries={['/first']}>
      <ScrollRestoration />
      <Routes>
        <Route path="/first" element={<Page name="First" />} />
        <Route path="/second" element={<Page name="Second" />} />
        <Route path="/third" element={<Page name="Third" />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollRestoration', () => {
  let scroll: ReturnType<typeof installScrollableWindow>;
  beforeEach(() => {
    window.sessionStorage.clear();
    // Each test opens a new document: its first entry has no state yet.
    window.history.replaceState(null, '');
    scroll = installScrollableWindow();
  });
  afterEach(() => scroll.restore());

  it('starts a new navigation at the top of the page', async () => {
    renderSite();
    act(() => scroll.scrollBy(640));
    await userEvent.click(screen.getByRole('link', { name: 'Second' }));
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(scroll.scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(window.scrollY).toBe(0);
  });

  it('keeps the position when a page replaces its own query in place', async () => {
    renderSite();
    act(() => scroll.scrollBy(640));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(window.scrollY).toBe(640);
    expect(scroll.scrollTo).not.toHaveBeenCalledWith(0, 0);
  });

  it('returns to where the page was left on Back, and to the next one on Forward', async () => {
    renderSite();
    act(() => scroll.scrollBy(640));
    await userEvent.click(screen.getByRole('link', { name: 'Second' }));
    act(() => scroll.scrollBy(300));

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(window.scrollY).toBe(640);

    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(window.scrollY).toBe(300);
  });

  it('opens a link with a #hash at its target', async () => {
    const scrollIntoView = jest.fn();
    // jsdom has no scrollIntoView at all: define it for this test only.
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    renderSite();
    act(() => scroll.scrollBy(640));
    await userEvent.click(screen.getByRole('link', { name: 'Details' }));
    expect(screen.getByRole('heading', { name: 'Third' })).toBeInTheDocument();
    expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'details');
    expect(scroll.scrollTo).not.toHaveBeenCalledWith(0, 0);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('keeps the positions for a reload of the same history entry', async () => {
    const { unmount } = renderSite();
    act(() => scroll.scrollBy(420));
    unmount();
    const saved = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    expect(Object.values(saved)).toEqual([420]);
  });

  it('keeps a position the visitor scrolled to before the page was live', () => {
    scroll.scrollBy(530);
    const { unmount } = renderSite();
    unmount();
    const saved = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    expect(Object.values(saved)).toEqual([530]);
  });

  it('restores the position on a reload of the same entry', async () => {
    const { unmount } = renderSite();
    act(() => scroll.scrollBy(420));
    unmount();
    scroll.scrollTo.mockClear();
    renderSite();
    expect(window.scrollY).toBe(420);
  });

  it('opens a page typed in the address bar at the top, not where the previous document was left', async () => {
    const { unmount } = renderSite();
    act(() => scroll.scrollBy(374));
    unmount();
    // A new document in the same tab: a new history entry without state, the page at the top.
    window.history.pushState(null, '');
    act(() => scroll.scrollBy(0));
    scroll.scrollTo.mockClear();
    renderSite();
    expect(scroll.scrollTo).not.toHaveBeenCalledWith(0, 374);
    expect(window.scrollY).toBe(0);
  });
});
