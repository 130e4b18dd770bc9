import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { usePageSettled } from './usePageSettled';

/** Shows whether the page has settled, and records what each of its renders read. */
function Motion({ name, seen }: { name: string; seen: boolean[] }) {
  const settled = usePageSettled();
  seen.push(settled);
  return <p>{`${name}: ${settled ? 'moving' : 'still'}`}</p>;
}

describe('usePageSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
  });

  // One walk through a visit: the hook's state is the page's, kept for the whole visit.
  it('is false on the server and until the page has loaded and been quiet while something waited to move; then true, and at once for a page opened later', () => {
    expect(renderToString(<Motion name="served" seen={[]} />)).toContain('served: still');

    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const hero = render(<Motion name="hero" seen={[]} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText('hero: still')).toBeInTheDocument();

    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' });
    act(() => void window.dispatchEvent(new Event('load')));
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByText('hero: still')).toBeInTheDocument();
    // Nothing waits to move any more: the wait stops, and starts again with the next page's hero.
    hero.unmount();
    act(() => jest.advanceTimersByTime(1000));
    render(<Motion name="next hero" seen={[]} />);
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByText('next hero: still')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('next hero: moving')).toBeInTheDocument();

    const seen: boolean[] = [];
    render(<Motion name="later" seen={seen} />);
    expect(screen.getByText('later: moving')).toBeInTheDocument();
    expect(new Set(seen)).toEqual(new Set([true]));
  });
});
