import { act, render, screen } from '@testing-library/react';
import { PAGE_CLOCK_TICK_MS, usePageClock } from './pageClock';

function Clock({ label }: { label: string }) {
  const clock = usePageClock();
  return <p aria-label={label}>{clock === null ? 'unknown' : String(clock)}</p>;
}

describe('the page clock, in a page rendered in the browser', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('reads the browser’s time, one value for every component, moving on every 30 s', () => {
    const { unmount } = render(
      <>
        <Clock label="first" />
        <Clock label="second" />
      </>,
    );
    expect(screen.getByLabelText('first')).toHaveTextContent('1000000');
    expect(screen.getByLabelText('second')).toHaveTextContent('1000000');

    act(() => jest.advanceTimersByTime(PAGE_CLOCK_TICK_MS - 1));
    expect(screen.getByLabelText('first')).toHaveTextContent('1000000');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByLabelText('first')).toHaveTextContent(String(1_000_000 + PAGE_CLOCK_TICK_MS));
    expect(screen.getByLabelText('second')).toHaveTextContent(String(1_000_000 + PAGE_CLOCK_TICK_MS));
    unmount();
  });

  it('starts from a fresh time on the next page', () => {
    const first = render(<Clock label="clock" />);
    first.unmount();
    act(() => jest.advanceTimersByTime(5_000));
    render(<Clock label="clock" />);
    expect(screen.getByLabelText('clock')).toHaveTextContent('1005000');
  });
});
