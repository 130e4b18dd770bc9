import { describe, expect, test } from '@jest/globals';
import { hostCpuNote, indexRange } from './hostCpu';

describe('what the bench says of the machine it ran on', () => {
  test("a route's cell is the range of its runs' indexes, rounded and grouped", () => {
    expect(indexRange([1547.6, 1120.2, 1333])).toBe('1,120–1,548');
    expect(indexRange([980, 980.4])).toBe('980');
    expect(indexRange([])).toBe('n/a');
  });

  test('under the table: the range over every run, and how many were on a host Lighthouse calls slow', () => {
    expect(hostCpuNote([1418, 1266, 2190])).toBe("Host CPU: Lighthouse's BenchmarkIndex was 1,266–2,190 over 3 runs.");
    expect(hostCpuNote([850, 1548, 999.6, 1000])).toBe(
      "Host CPU: Lighthouse's BenchmarkIndex was 850–1,548 over 4 runs; 2 of them under 1,000, where Lighthouse warns that the host is slower than it expects and TBT and LCP read high.",
    );
    expect(hostCpuNote([])).toBe('Host CPU: no Lighthouse run reported a BenchmarkIndex.');
  });
});
