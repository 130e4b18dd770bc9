/**
 * nginx itself reads the configuration `npm run cluster` writes. Runs where nginx is installed (CI's cluster pass
 * installs it; jest.config.base.cjs leaves `*.nginx.test.ts` out, saying so, where it is not).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, expect, test } from '@jest/globals';
import { layoutFromEnv } from './layout';
import { renderNginxConfig } from './nginxConfig';
import { readDeployFiles } from './processList';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beacon-nginx-t-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const nginx = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((folder) => path.join(folder, 'nginx'))].find((file) =>
  fs.existsSync(file),
);

test('nginx accepts the rendered configuration (nginx -t)', () => {
  const layout = layoutFromEnv({ CLUSTER_DIR: dir, CLUSTER_PORT: '18980', CLUSTER_INTERNAL_PORT: '18900' });
  const { processes, sharedEnv } = readDeployFiles(layout.vars);
  const nginxDir = layout.vars.NGINX_DIR ?? '';
  for (const sub of ['logs', 'temp', 'cache', 'conf.d']) fs.mkdirSync(path.join(nginxDir, sub), { recursive: true });
  const config = path.join(nginxDir, 'nginx.conf');
  fs.writeFileSync(config, renderNginxConfig(layout, processes, sharedEnv, false));
  expect(nginx).toBeDefined();
  const args = ['-t', '-p', `${nginxDir}/`, '-c', config, '-e', path.join(nginxDir, 'logs', 'error.log')];
  const result = spawnSync(nginx ?? 'nginx', args, { encoding: 'utf8' });
  // nginx reports on stderr: success, and no warning (a duplicate or an ignored directive).
  expect(result.stderr).toMatch(/test is successful/);
  expect(result.stderr).not.toMatch(/\[(warn|emerg|alert|crit)\]/);
  expect(result.status).toBe(0);
});
