import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../ThemeProvider';
import { Grid } from './useBreakpoint';

/** A matchMedia that answers min-/max-width queries for a window width the test sets. */
function installViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const evaluate = (query: string) =>
    [...query.matchAll(/\((min|max)-width:\s*(\d+)px\)/g)].every(([, kind, px]) =>
      kind === 'min' ? width >= Number(px) : width <= Number(px),
    );
  window.matchMedia = (query: string) => {
    const mql = {
      media: query,
      get matches() {
        return evaluate(query);
      },
      onchange: null,
      addListener: (cb: () => void) => listeners.add(() => cb.call(mql)),
      removeListener: () => undefined,
      addEventListener: (_: string, cb: (event: { matches: boolean }) => void) => listeners.add(() => cb({ matches: evaluate(query) })),
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return mql as unknown as MediaQueryList;
  };
  return (next: number) => {
    width = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

function Breakpoints() {
  const screens = Grid.useBreakpoint();
  const active = Object.entries(screens)
    .filter(([, on]) => on)
    .map(([name]) => name)
    .join(' ');
  return <output>{active}</output>;
}

describe('the kit’s breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536)', () => {
  it.each([
    [599, 'xs'],
    [600, 'sm'],
    [899, 'sm'],
    [900, 'sm md'],
    [1199, 'sm md'],
    [1200, 'sm md lg'],
    [1535, 'sm md lg'],
    [1536, 'sm md lg xl'],
  ])('at %i px Grid.useBreakpoint reports %s', (width, expected) => {
    installViewport(width);
    render(
      <ThemeProvider>
        <Breakpoints />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${expected}$`));
  });

  it('switches as the window crosses 900 px', () => {
    const resize = installViewport(899);
    render(
      <ThemeProvider>
        <Breakpoints />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^sm$/);
    resize(900);
    expect(screen.getByRole('status')).toHaveTextContent(/^sm md$/);
  });
});
