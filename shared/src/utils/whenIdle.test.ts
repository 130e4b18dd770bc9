import { whenIdle, whenQuiet } from './whenIdle';

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

describe('whenQuiet', () => {
  describe('in a browser with idle callbacks', () => {
    const pending = new Map<number, { callback: IdleRequestCallback; timeout: number | undefined }>();
    let next = 0;
    const timeouts = () => [...pending.values()].map((request) => request.timeout);
    /** The browser is idle at `at` ms (after running whatever it ran until then): the idle callbacks asked for so far run. */
    const idleAt = (at: number): void => {
      jest.advanceTimersByTime(at - performance.now());
      const due = [...pending.values()];
      pending.clear();
      for (const { callback } of due) callback({ didTimeout: false, timeRemaining: () => 50 });
    };

    beforeEach(() => {
      jest.useFakeTimers({ now: 0 });
      pending.clear();
      window.requestIdleCallback = (callback, options) => {
        pending.set(++next, { callback, timeout: options?.timeout });
        return next;
      };
      window.cancelIdleCallback = (handle) => void pending.delete(handle);
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
      jest.useRealTimers();
    });

    it('runs the work once idle periods have followed each other for the quiet time', () => {
      const work = jest.fn();
      whenQuiet(work, 300);
      for (const at of [50, 100, 150, 200, 250]) idleAt(at);
      expect(work).not.toHaveBeenCalled();
      idleAt(300);
      expect(work).toHaveBeenCalledTimes(1);
      expect(pending.size).toBe(0);
    });

    it('counts again from a gap between two idle periods, where the page ran something', () => {
      const work = jest.fn();
      whenQuiet(work, 300);
      for (const at of [50, 100, 180, 230, 280, 330, 380, 430]) idleAt(at);
      expect(work).not.toHaveBeenCalled();
      idleAt(480);
      expect(work).toHaveBeenCalledTimes(1);
    });

    it('runs the work at the timeout on a page that is never quiet, asking each idle callback for no later than that', () => {
      const work = jest.fn();
      whenQuiet(work, 300, 1000);
      expect(timeouts()).toEqual([1000]);
      idleAt(400);
      expect(timeouts()).toEqual([600]);
      for (const at of [500, 600, 700, 800, 900]) idleAt(at);
      expect(work).not.toHaveBeenCalled();
      idleAt(1000);
      expect(work).toHaveBeenCalledTimes(1);
    });

    it('runs nothing once cancelled', () => {
      const work = jest.fn();
      const cancel = whenQuiet(work, 300);
      idleAt(50);
      cancel();
      expect(pending.size).toBe(0);
      expect(work).not.toHaveBeenCalled();
    });
  });

  describe('in a browser without them', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('runs the work after the quiet time, or not at all once cancelled', () => {
      const work = jest.fn();
      const cancelled = jest.fn();
      whenQuiet(work, 300);
      whenQuiet(cancelled, 300)();
      jest.advanceTimersByTime(299);
      expect(work).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(work).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    });
  });
});
