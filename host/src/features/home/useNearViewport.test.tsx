import { act, fireEvent, render, screen } from '@testing-library/react';
import { installIntersectionObserver } from '@beacon/shared/testing';
import { useNearViewport } from './useNearViewport';

function BelowTheFold() {
  const [ref, near] = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-label="Below the fold">
      {near ? 'Loaded' : 'Waiting'}
    </section>
  );
}

type Observers = ReturnType<typeof installIntersectionObserver>['observers'];

/** Renders the section and lets the browser go idle (jsdom has no idle callback: a timer stands in). */
async function renderIdle(): Promise<Observers> {
  const { observers } = installIntersectionObserver();
  render(<BelowTheFold />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
  return observers;
}

/** What an observer with `rootMargin` reports about the section. */
function report(observers: Observers, rootMargin: string, entry: { isIntersecting: boolean; intersectionRatio: number }) {
  const section = screen.getByRole('region', { name: 'Below the fold' });
  const observer = observers.find((candidate) => candidate.options?.rootMargin === rootMargin && candidate.elements.has(section));
  if (!observer) throw new Error(`no observer with rootMargin ${rootMargin} watches the section`);
  act(() => observer.callback([{ ...entry, target: section } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
}

describe('a section below the first screen', () => {
  it('waits for the visitor to scroll while it only touches the bottom edge of the screen', async () => {
    const observers = await renderIdle();
    report(observers, '0px', { isIntersecting: true, intersectionRatio: 0 });
    expect(screen.getByRole('region')).toHaveTextContent('Waiting');
    expect(observers.map((observer) => observer.options?.rootMargin)).toEqual(['0px']);
  });

  it('loads once the visitor scrolls and it comes within the margin', async () => {
    const observers = await renderIdle();
    fireEvent.scroll(window);
    report(observers, '300px', { isIntersecting: true, intersectionRatio: 0 });
    expect(screen.getByRole('region')).toHaveTextContent('Loaded');
  });

  it('loads once a keyboard user tabs on, before focus reaches it', async () => {
    const observers = await renderIdle();
    fireEvent.keyDown(window, { key: 'Tab' });
    fireEvent.keyDown(window, { key: 'Tab' });
    report(observers, '300px', { isIntersecting: true, intersectionRatio: 0 });
    expect(screen.getByRole('region')).toHaveTextContent('Loaded');
    // One more observer for the first key, none for the keys after it.
    expect(observers.map((observer) => observer.options?.rootMargin)).toEqual(['0px', '300px']);
  });

  it('loads without a scroll when part of it is on screen (a window taller than what is above it)', async () => {
    const observers = await renderIdle();
    report(observers, '0px', { isIntersecting: true, intersectionRatio: 0.2 });
    expect(screen.getByRole('region')).toHaveTextContent('Loaded');
  });
});
