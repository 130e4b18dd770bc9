import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { controlSocket, sendControl, serveControl } from './control';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-control-'));
  fs.mkdirSync(path.join(dir, 'run'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the cluster control socket', () => {
  test('a command reaches the running cluster, and its progress lines reach the client', async () => {
    const seen: string[] = [];
    const control = await serveControl(controlSocket(dir), async (command, say) => {
      seen.push(command);
      say('api-1: ready again');
      say('api-2: ready again');
    });
    try {
      const lines: string[] = [];
      await sendControl(dir, 'restart api', (line) => lines.push(line));
      expect(seen).toEqual(['restart api']);
      expect(lines).toEqual(['api-1: ready again', 'api-2: ready again']);
      expect(fs.statSync(controlSocket(dir)).mode & 0o777).toBe(0o600);
    } finally {
      control.close();
    }
  });

  test("a failing command's reason reaches the client, and a second command meanwhile is refused", async () => {
    let release = () => {};
    let began = () => {};
    const slowBegan = new Promise<void>((resolve) => (began = resolve));
    const control = await serveControl(controlSocket(dir), (command) => {
      if (command !== 'slow') return Promise.reject(new Error('api-2 stopped while starting'));
      began();
      return new Promise<void>((resolve) => (release = resolve));
    });
    try {
      const slow = sendControl(dir, 'slow', () => {});
      await slowBegan;
      await expect(sendControl(dir, 'other', () => {})).rejects.toThrow('another command is running');
      release();
      await slow;
      await expect(sendControl(dir, 'restart api', () => {})).rejects.toThrow('api-2 stopped while starting');
    } finally {
      control.close();
    }
  });

  test('without a running cluster the client says so', async () => {
    await expect(sendControl(dir, 'restart api', () => {})).rejects.toThrow(/no cluster is running in/);
  });
});
