import { builtSoon } from './builtSoon';

describe('builtSoon', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('builds nothing as it is declared, then the value once, in a task of its own', () => {
    const build = jest.fn(() => new Intl.NumberFormat('en-US'));
    const count = builtSoon(build);
    expect(build).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(build).toHaveBeenCalledTimes(1);
    expect(count().format(1200)).toBe('1,200');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('builds on first use when that comes first, and not again', () => {
    const build = jest.fn(() => ({ made: Symbol('formatter') }));
    const formatter = builtSoon(build);
    const first = formatter();
    jest.runOnlyPendingTimers();
    expect(formatter()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
