import { describe, expect, test } from '@jest/globals';
import { parseReleaseArgs, UsageError } from './args';

const ID = '0123456789ab';

describe('the release command’s arguments', () => {
  test('a remote by folder or container name; publish by default', () => {
    expect(parseReleaseArgs(['mfe-events'])).toEqual({
      dir: 'mfe-events',
      remote: 'mfe_events',
      action: { command: 'publish' },
      dist: null,
      cdn: null,
      expect: undefined,
      json: false,
      acceptFailing: false,
    });
    expect(parseReleaseArgs(['mfe_media', 'status']).dir).toBe('mfe-media');
  });

  test('commands with their arguments and options', () => {
    expect(parseReleaseArgs(['mfe-events', 'promote', ID, '--expect', 'none', '--json'])).toMatchObject({
      action: { command: 'promote', id: ID },
      expect: null,
      json: true,
    });
    expect(parseReleaseArgs(['mfe-events', 'promote']).action).toEqual({ command: 'promote', id: null });
    expect(parseReleaseArgs(['mfe-events', 'canary', '10', '--expect', ID]).action).toEqual({ command: 'canary', percent: 10, id: null });
    expect(parseReleaseArgs(['mfe-events', 'canary', '0']).action).toEqual({ command: 'canary', percent: 0, id: null });
    expect(parseReleaseArgs(['mfe-events', 'publish', '--dist', 'out', '--cdn', 'https://cdn.example.org/beacon/'])).toMatchObject({
      dist: 'out',
      cdn: 'https://cdn.example.org/beacon',
    });
    expect(parseReleaseArgs(['mfe-events', 'rollback']).action).toEqual({ command: 'rollback', id: null });
    expect(parseReleaseArgs(['mfe-events', 'rollback', ID, '--accept-failing'])).toMatchObject({
      action: { command: 'rollback', id: ID },
      acceptFailing: true,
    });
  });

  test.each([
    [[]],
    [['host']],
    [['nope']],
    [['mfe-events', 'deploy']],
    [['mfe-events', 'promote', 'v7']],
    [['mfe-events', 'canary']],
    [['mfe-events', 'canary', '100']],
    [['mfe-events', 'canary', '1.5']],
    [['mfe-events', 'rollback', ID, ID]],
    [['mfe-events', 'rollback', 'previous']],
    [['mfe-events', '--dist']],
    [['mfe-events', '--cdn', 'ftp://x']],
    [['mfe-events', '--expect', 'latest']],
    [['mfe-events', '--force']],
  ])('%j is refused with a usage error', (argv) => {
    expect(() => parseReleaseArgs(argv)).toThrow(UsageError);
  });
});
