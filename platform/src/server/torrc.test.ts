import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ROOT } from '../root';

const TORRC = path.join(ROOT, 'deploy', 'torrc');
const text = fs.readFileSync(TORRC, 'utf8');
const directives = (name: string): string[] =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${name} `))
    .map((line) => line.slice(name.length + 1).trim());

/** Whether the tor program is installed here (the check below runs it; CI installs it with apt-get install tor). */
const torInstalled = (): boolean => {
  try {
    execFileSync('tor', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe('deploy/torrc', () => {
  it('runs a v3 onion service only: port 80 to the proxy’s site port, the API port beside it; no SOCKS, no relay', () => {
    expect(directives('HiddenServiceVersion')).toEqual(['3']);
    expect(directives('HiddenServicePort')).toEqual(['80 127.0.0.1:8080', '8081 127.0.0.1:8081']);
    expect(directives('SocksPort')).toEqual(['0']);
    expect(directives('ExitRelay')).toEqual(['0']);
    expect(directives('HiddenServiceDir')).toHaveLength(1);
  });

  it('is a configuration tor accepts (tor --verify-config), when tor is installed', () => {
    if (!torInstalled()) {
      // Nothing to run: the directives above are still checked. docs/tips.md says how to install tor.
      expect(fs.existsSync(TORRC)).toBe(true);
      return;
    }
    // The same file, with its service and data folders in a temporary directory (tor checks they can be made).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-torrc-'));
    try {
      const copy = path.join(dir, 'torrc');
      const service = path.join(dir, 'service');
      fs.writeFileSync(
        copy,
        `${text.replace(/^HiddenServiceDir .*$/m, `HiddenServiceDir ${service}`)}\nDataDirectory ${path.join(dir, 'data')}\n`,
      );
      const output = execFileSync('tor', ['--verify-config', '-f', copy], { encoding: 'utf8' });
      expect(output).toContain('Configuration was valid');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
