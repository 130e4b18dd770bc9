import { describe, expect, test } from '@jest/globals';
import { calibratedSlowdown, hostCpuNote, indexRange, slowdownRange } from './hostCpu';

describe('what the bench says of the machine it ran on', () => {
  test("a route's cell is the range of its runs' indexes, rounded and grouped", () => {
    expect(indexRange([1547.6, 1120.2, 1333])).toBe('1,120–1,548');
    expect(indexRange([980, 980.4])).toBe('980');
    expect(indexRange([])).toBe('n/a');
  });

  test('under the table: the range over every run, and how many were on a host Lighthouse calls slow', () => {
    expect(hostCpuNote([1418, 1266, 2190])).toBe("Host CPU: Lighthouse's BenchmarkIndex was 1,266–2,190 over 3 runs.");
    expect(hostCpuNote([850, 1548, 999.6, 1000])).toBe(
      "Host CPU: Lighthouse's BenchmarkIndex was 850–1,548 over 4 runs; 2 of them under 1,000, where Lighthouse warns that the host is slower than it expects and TBT at 4× reads high.",
    );
    expect(hostCpuNote([])).toBe('Host CPU: no Lighthouse run reported a BenchmarkIndex.');
  });

  test("each run is scored at the slowdown that makes its host the phone of Lighthouse's default: 4× at 1,533, less on a slower host", () => {
    expect(calibratedSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedSlowdown(1766)).toBeCloseTo(5, 2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1050)).toBe(2.5);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(583)).toBeCloseTo(1.666, 3);
    expect(calibratedSlowdown(150)).toBe(1);
  });

  test('a host too slow to stand for that phone, or no index, has no slowdown', () => {
    expect(calibratedSlowdown(149)).toBeNull();
    expect(calibratedSlowdown(0)).toBeNull();
    expect(calibratedSlowdown(Number.NaN)).toBeNull();
  });

  test("a route's slowdown cell is the range of its runs', to a tenth", () => {
    expect(slowdownRange([1.666, 4.2, 2.5])).toBe('1.7–4.2×');
    expect(slowdownRange([4, 4.01])).toBe('4.0×');
    expect(slowdownRange([])).toBe('n/a');
  });
});
