/**
 * Release health an outsider cannot forge, and releases warm before they serve anyone, through nginx only:
 * 200 forged health reports of the live release of mfe-events from 20 loopback addresses (unsigned, a made-up
 * token, and a real page's token replayed) leave it live; a promoted release's pages are complete from the first
 * answer (/events every 100 ms across the switch); a release whose server render starts failing under a canary is
 * stopped by the page servers' own observations of real page loads; a release that cannot render is refused.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { request } from '../client';
import { eventsBuildVariant, releaseCommand, type ClusterCheckContext } from './context';
import { readDeployFiles } from '../processList';
import { sleep } from '../supervisor';

/** The /events page's heading, in the served HTML when the page is complete. */
const EVENTS_HEADING = /<h1[^>]*>[^<]*Events/;
/** A slot showing the loading frame (the page's styles name the class too, so the attribute is what tells). */
const LOADING_FRAME = 'class="beacon-remote-loading"';
const TOKEN_META = /<meta name="beacon-release-report" content="([^"]+)">/;
const BOOT = /<script id="beacon-boot" type="application\/json">(.*?)<\/script>/s;

/** A server bundle that renders as the build's until a file named `fail` appears next to it, then throws. */
const FAILING_WRAPPER = `
;(() => {
  const real = module.exports;
  const fail = require('node:path').join(__dirname, 'fail');
  module.exports = Object.assign({}, real, {
    renderForAddress: (...args) => {
      if (require('node:fs').existsSync(fail)) throw new Error('a release that fails under traffic (cluster test)');
      return real.renderForAddress(...args);
    },
  });
})();
`;

export async function releaseHealth(context: ClusterCheckContext): Promise<void> {
  const { layout, check, token } = context;
  const expect: ClusterCheckContext['expect'] = context.expect;
  const site = `http://127.0.0.1:${layout.sitePort}`;
  const api = `http://127.0.0.1:${layout.apiPort}`;
  const { sharedEnv } = readDeployFiles(layout.vars);
  const releasesDir = sharedEnv.RELEASES_DIR ?? '';

  const command = releaseCommand(layout, token);
  const release = async (...args: string[]): Promise<{ ok: boolean; out: string; ms: number }> => {
    const started = Date.now();
    try {
      return { ok: true, out: await command(...args), ms: Date.now() - started };
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      return { ok: false, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}`.trim(), ms: Date.now() - started };
    }
  };
  const publish = async (dist: string): Promise<string> => {
    const published = await release('publish', '--dist', dist);
    expect(published.ok && /^[0-9a-f]{12}$/.test(published.out), `publish: ${published.out}`);
    return published.out;
  };
  const liveOfEvents = async (): Promise<{ live: string | null; candidate: string | null }> => {
    const answer = await request(`${api}/releases/live`, { from: '127.0.0.71' });
    const entry = answer.json<{ remotes: Record<string, { live: { id: string } | null; candidate: { id: string } | null }> }>().remotes
      .mfe_events;
    return { live: entry?.live?.id ?? null, candidate: entry?.candidate?.id ?? null };
  };
  const eventsManifest = (html: string): string =>
    (JSON.parse(BOOT.exec(html)?.[1] ?? '{"remotes":{}}') as { remotes: Record<string, string> }).remotes.mfe_events ?? '';

  const built = { next: '', failing: '', broken: '' };
  try {
    await check(
      '200 forged health reports of the live release from 20 addresses (unsigned, made up, a real token replayed): it stays live',
      async () => {
        const { live } = await liveOfEvents();
        expect(live, 'mfe-events has no live release');
        const page = await request(`${site}/events`, { from: '127.0.0.72' });
        const realToken = TOKEN_META.exec(page.text())?.[1];
        expect(realToken, 'the page carries no report token');
        const statuses = new Map<number, number>();
        await Promise.all(
          Array.from({ length: 20 }, async (_, address) => {
            for (let i = 0; i < 10; i += 1) {
              const kind = i % 2 === 0 ? 'load-error' : 'render-error';
              const token = i < 3 ? undefined : i < 5 ? `${realToken.split('.')[0]}.forged` : realToken;
              const answer = await request(`${api}/releases/reports`, {
                method: 'POST',
                from: `127.3.0.${address + 1}`,
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ remote: 'mfe_events', release: live, kind, ...(token ? { token } : {}) }),
              });
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            }
          }),
        );
        await sleep(2_500);
        const after = await liveOfEvents();
        expect(after.live === live, `the live release went from ${live} to ${after.live}`);
        const counted = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
        return `${live} still live 2.5 s after 200 reports (${counted}: unsigned refused 400, made-up tokens 403, the replayed token counted once per address, 20 visitors < RELEASE_MIN_VISITORS)`;
      },
    );

    await check(
      'promote, then /events every 100 ms through nginx: every answer has the page’s heading, before and after the switch',
      async () => {
        built.next = eventsBuildVariant();
        const id = await publish(built.next);
        const answers: { ms: number; complete: boolean; release: string }[] = [];
        let stop = false;
        const started = Date.now();
        const poller = (async () => {
          let n = 0;
          while (!stop) {
            n += 1;
            const t = Date.now();
            const answer = await request(`${site}/events`, { from: `127.4.${Math.floor(n / 250)}.${(n % 250) + 1}` });
            const html = answer.text();
            answers.push({
              ms: Date.now() - t,
              complete: answer.status === 200 && EVENTS_HEADING.test(html) && !html.includes(LOADING_FRAME),
              release: eventsManifest(html),
            });
            await sleep(Math.max(0, 100 - (Date.now() - t)));
          }
        })();
        await sleep(1_000);
        const promoted = await release('promote', id);
        expect(promoted.ok, `promote: ${promoted.out}`);
        const switchedAt = Date.now();
        while (!answers.some((answer) => answer.release.includes(`/releases/${id}/`)) && Date.now() - switchedAt < 15_000) await sleep(100);
        await sleep(3_000);
        stop = true;
        await poller;
        const first = answers.findIndex((answer) => answer.release.includes(`/releases/${id}/`));
        expect(first >= 0, `no answer named ${id} within 15 s of promote`);
        const incomplete = answers.filter((answer) => !answer.complete).length;
        expect(incomplete === 0, `${incomplete} of ${answers.length} answers had no heading (only the loading frame)`);
        const firstMs = answers[first]?.ms ?? 0;
        const slowest = Math.max(...answers.map((answer) => answer.ms));
        return `${answers.length} answers over ${((Date.now() - started) / 1000).toFixed(1)} s, all with the heading; promote (warm-up included) took ${promoted.ms} ms; the first answer on ${id} took ${firstMs} ms (slowest of all ${slowest} ms)`;
      },
    );

    await check('a release whose server render fails under a canary is stopped by itself, from real page loads through nginx', async () => {
      built.failing = eventsBuildVariant((dir) => fs.appendFileSync(path.join(dir, 'server', 'render.cjs'), FAILING_WRAPPER));
      const id = await publish(built.failing);
      const canary = await release('canary', '50', id);
      expect(canary.ok, `canary: ${canary.out}`);
      // Each API instance keeps its live map a second.
      const asked = Date.now();
      while ((await liveOfEvents()).candidate !== id) {
        expect(Date.now() - asked < 5_000, `the canary of ${id} is not in the live map`);
        await sleep(250);
      }
      // It warmed and rendered; now it starts failing, as a release might once real traffic reaches what it calls.
      fs.writeFileSync(path.join(releasesDir, 'mfe_events', id, 'server', 'fail'), '');
      const started = Date.now();
      let loads = 0;
      /** The registry's last change of mfe-events (the history is read from the database: no instance's cache). */
      const lastChange = async () => {
        const history = await request(`${api}/releases/history?remote=mfe_events&limit=1`, {
          from: '127.0.0.73',
          headers: { authorization: `Bearer ${token}` },
        });
        return history.json<{ data: { action: string; release: string | null; reason: string | null }[] }>().data[0];
      };
      let change = await lastChange();
      while (!(change?.action === 'auto-canary-stopped' && change.release === id)) {
        expect(
          Date.now() - started < 60_000,
          `the canary of ${id} still runs after ${loads} page loads in 60 s (last change: ${change?.action})`,
        );
        loads += 1;
        // Visitors in the candidate's bucket, each on an event's page.
        await request(`${site}/events/${crypto.randomUUID()}`, {
          from: `127.5.0.${(loads % 250) + 1}`,
          headers: { cookie: 'beacon_release=7' },
        });
        await sleep(200);
        change = await lastChange();
      }
      return `stopped ${((Date.now() - started) / 1000).toFixed(1)} s after it began failing, after ${loads} page loads: ${change.reason ?? ''}`;
    });

    await check(
      'a release that cannot render is refused before it serves anyone, with the reason in the release command’s output',
      async () => {
        built.broken = eventsBuildVariant();
        const id = await publish(built.broken);
        // Its prerendered pages are gone from where the remote serves them (an upload that went wrong).
        fs.rmSync(path.join(releasesDir, 'mfe_events', id, 'prerender.json'));
        const before = await liveOfEvents();
        const promoted = await release('promote', id);
        expect(!promoted.ok && /is not warm, so nothing changed/.test(promoted.out), `promote of a broken release: ${promoted.out}`);
        const after = await liveOfEvents();
        expect(after.live === before.live, `the live release changed to ${after.live}`);
        return promoted.out.split('\n')[0] ?? '';
      },
    );
  } finally {
    for (const dir of Object.values(built)) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}
