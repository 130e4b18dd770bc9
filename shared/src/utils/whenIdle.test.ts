import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  describe('in a browser with idle callbacks', () => {
    const pending = new Map<number, IdleRequestCallback>();
    const asked: (number | undefined)[] = [];
    let next = 0;
    const idle = (): void => {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 10 });
    };

    beforeEach(() => {
      pending.clear();
      asked.length = 0;
      window.requestIdleCallback = (callback, options) => {
        asked.push(options?.timeout);
        pending.set(++next, callback);
        return next;
      };
      window.cancelIdleCallback = (handle) => void pending.delete(handle);
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    });

    it('runs the work once the browser is idle, asking for it within the given time at the latest', () => {
      const work = jest.fn();
      whenIdle(work, 500);
      expect(work).not.toHaveBeenCalled();
      idle();
      expect(work).toHaveBeenCalledTimes(1);
      expect(asked).toEqual([500]);
    });

    it('waits 2 s at the latest unless told otherwise, and runs nothing once cancelled', () => {
      const work = jest.fn();
      const cancel = whenIdle(work);
      cancel();
      idle();
      expect(work).not.toHaveBeenCalled();
      expect(asked).toEqual([2000]);
    });
  });

  describe('in a browser without them', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('runs the work soon after, or not at all once cancelled', () => {
      expect(window.requestIdleCallback).toBeUndefined();
      const work = jest.fn();
      const cancelled = jest.fn();
      whenIdle(work);
      whenIdle(cancelled)();
      jest.advanceTimersByTime(199);
      expect(work).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(work).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    });
  });
});
