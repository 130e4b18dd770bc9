/**
 * The cluster runs on remote releases: two releases of mfe-events are published with the release
 * command (as a pipeline would, against the cluster's API, with the cluster's REMOTES_URL and
 * RELEASES_DIR), one promoted, the other put on a 50 % canary; then, through nginx only and from a
 * loopback address per visitor: each new visitor gets the live release's manifest or, in the
 * canary's buckets, the candidate's, the same on every visit whichever host page server answers;
 * the tips page sets no cookie and names the live release; a promotion and a rollback reach the
 * next visits within 10 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { request, type Answer } from '../client';
import { eventsBuildVariant, releaseCommand, type ClusterCheckContext } from './context';
import { readDeployFiles } from '../processList';
import { sleep } from '../supervisor';

/** A visitor's answer for /events: the mfe_events manifest its page names, and the bucket it was given. */
interface Visit {
  manifest: string;
  bucket: number | null;
  setCookie: string;
}

/** How long a change may take to reach every next visit (the page servers read the registry every 5 s). */
const FOLLOW_MS = 10_000;
const BOOT = /<script id="beacon-boot" type="application\/json">(.*?)<\/script>/s;

/** The mfe_events manifest URL a served page was composed with (its inlined remotes map). */
function eventsManifestOf(answer: Answer): string {
  const boot = BOOT.exec(answer.text())?.[1];
  return boot ? ((JSON.parse(boot) as { remotes: Record<string, string> }).remotes.mfe_events ?? '') : '';
}

const releaseOf = (manifest: string): string => /\/releases\/([0-9a-f]{12})\//.exec(manifest)?.[1] ?? 'the build';

export async function releasesRouting(context: ClusterCheckContext): Promise<void> {
  const { layout, check, token } = context;
  // (An assertion function needs its declared type at the call.)
  const expect: ClusterCheckContext['expect'] = context.expect;
  const site = `http://127.0.0.1:${layout.sitePort}`;
  const { sharedEnv } = readDeployFiles(layout.vars);
  const accessLog = path.join(layout.vars.NGINX_DIR ?? '', 'logs', 'access.log');
  // Release B differs from A by a few bytes of its entry: another content hash, the same behaviour.
  const variant = eventsBuildVariant();

  const release = releaseCommand(layout, token);

  let visitors = 0;
  /** A visit to `url` through nginx: a new visitor (its own address, no cookie), or `as` again with its cookie. */
  const visit = async (url: string, as?: { from: string; bucket: number | null }): Promise<Visit & { from: string }> => {
    visitors += 1;
    const from = as?.from ?? `127.1.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
    const cookie = as?.bucket !== undefined && as.bucket !== null ? { cookie: `beacon_release=${as.bucket}` } : undefined;
    const answer = await request(`${site}${url}`, { from, headers: cookie });
    expect(answer.status === 200, `GET ${url} → ${answer.status}`);
    const setCookie = String(answer.headers['set-cookie'] ?? '');
    const given = /beacon_release=(\d{1,2});/.exec(setCookie)?.[1];
    return {
      from,
      manifest: eventsManifestOf(answer),
      bucket: given !== undefined ? Number(given) : (as?.bucket ?? null),
      setCookie,
    };
  };
  /** Waits until `ok` holds for a fresh visit (up to `ms`); the time it took. */
  const until = async (ms: number, ok: () => Promise<boolean>, what: string): Promise<number> => {
    const start = Date.now();
    while (!(await ok())) {
      expect(Date.now() - start < ms, `${what}: not within ${ms / 1000} s`);
      await sleep(250);
    }
    return Date.now() - start;
  };
  /** nginx's upstreams that answered `GET /events` (the site's or the API's) since `offset` of the access log. */
  const hostsSince = async (offset: number): Promise<Set<string>> => {
    await sleep(1_300);
    const lines = fs.readFileSync(accessLog, 'utf8').slice(offset).split('\n');
    return new Set(lines.filter((line) => /"GET \/events /.test(line)).map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? ''));
  };

  const ids = { a: '', b: '' };
  const manifestUrl = (id: string) => `${sharedEnv.REMOTES_URL}/mfe-events/releases/${id}/mf-manifest.json`;
  const visitors5050: (Visit & { from: string })[] = [];

  try {
    await check(
      "two releases of mfe-events are published with the release command, and their files are served through nginx under the site's origin",
      async () => {
        ids.a = await release('publish');
        ids.b = await release('publish', '--dist', variant);
        expect(/^[0-9a-f]{12}$/.test(ids.a) && /^[0-9a-f]{12}$/.test(ids.b) && ids.a !== ids.b, `release ids ${ids.a} and ${ids.b}`);
        for (const id of [ids.a, ids.b]) {
          const url = manifestUrl(id).replace(/^https?:\/\/[^/]+/, site);
          const manifest = await request(url, { from: '127.0.0.61' });
          expect(manifest.status === 200, `${url} → ${manifest.status}`);
          const entry = await request(url.replace('mf-manifest.json', 'remoteEntry.js'), { from: '127.0.0.61' });
          expect(
            entry.status === 200 && /javascript/.test(String(entry.headers['content-type'])),
            `release ${id}'s remoteEntry.js → ${entry.status}`,
          );
        }
        return `${ids.a} and ${ids.b}: manifest and entry at ${sharedEnv.REMOTES_URL}/mfe-events/releases/<id>/`;
      },
    );

    await check('a promoted release is what new visitors get through nginx, with no cookie', async () => {
      await release('promote', ids.a);
      const took = await until(FOLLOW_MS, async () => (await visit('/events')).manifest === manifestUrl(ids.a), 'the promoted release');
      // The first page server to read the registry answered; both read it within 5 s of each other.
      await sleep(6_000);
      for (let i = 0; i < 6; i++) {
        const seen = await visit('/events');
        expect(seen.manifest === manifestUrl(ids.a), `a new visitor got ${releaseOf(seen.manifest)}, not ${ids.a}`);
        expect(seen.setCookie === '', `a new visitor got a cookie with no canary: ${seen.setCookie}`);
      }
      return `live ${ids.a} served to new visitors ${(took / 1000).toFixed(1)} s after promote`;
    });

    await check(
      'during a 50 % canary, each new visitor gets a bucket and the release of its bucket, the same on every visit, from both host page servers',
      async () => {
        await release('canary', '50', ids.b);
        await until(FOLLOW_MS, async () => (await visit('/events')).setCookie !== '', 'a new visitor with a bucket');
        // Both page servers read the registry within 5 s of each other.
        await sleep(6_000);
        const offset = fs.statSync(accessLog).size;
        const firstTen: Visit[] = [];
        while (visitors5050.length < 20 || (new Set(visitors5050.map((v) => v.manifest)).size < 2 && visitors5050.length < 60)) {
          const seen = await visit('/events');
          if (firstTen.length < 10) firstTen.push(seen);
          expect(seen.bucket !== null, `a new visitor got no bucket (Set-Cookie: ${seen.setCookie || 'none'})`);
          expect(/; Path=\/; SameSite=Lax; HttpOnly$/.test(seen.setCookie), `the cookie ${seen.setCookie}`);
          const expected = seen.bucket < 50 ? ids.b : ids.a;
          expect(seen.manifest === manifestUrl(expected), `bucket ${seen.bucket} got ${releaseOf(seen.manifest)}, not ${expected}`);
          visitors5050.push(seen);
        }
        const onCandidate = visitors5050.filter((v) => v.manifest === manifestUrl(ids.b)).length;
        expect(onCandidate > 0 && onCandidate < visitors5050.length, `${onCandidate} of ${visitors5050.length} visitors on the candidate`);
        for (const first of visitors5050) {
          for (let again = 0; again < 3; again++) {
            const seen = await visit('/events', first);
            expect(
              seen.manifest === first.manifest,
              `bucket ${first.bucket} got ${releaseOf(seen.manifest)} on a later visit, ${releaseOf(first.manifest)} first`,
            );
            expect(seen.setCookie === '', `a visitor with a bucket was given another: ${seen.setCookie}`);
          }
        }
        const answered = await hostsSince(offset);
        const hosts = [layout.vars.HOST_1_PORT, layout.vars.HOST_2_PORT].map((port) => `127.0.0.1:${port}`);
        expect(
          hosts.every((host) => answered.has(host)),
          `the page servers ${hosts.join(' and ')} did not both answer /events: ${[...answered].join(', ')}`,
        );
        const withCookie = firstTen.filter((v) => v.setCookie !== '').length;
        return `${withCookie} of the first 10 new visitors got a release cookie; ${onCandidate} of ${visitors5050.length} on ${ids.b} (bucket < 50), the rest on ${ids.a}; ${visitors5050.length * 3} repeat visits unchanged, answered by both host page servers (${hosts.join(', ')})`;
      },
    );

    await check(
      'the tips page stays out of the canary: no cookie, the live release, even for a visitor in the candidate’s bucket',
      async () => {
        const candidateVisitor = visitors5050.find((v) => v.bucket !== null && v.bucket < 50);
        expect(candidateVisitor, 'no visitor in the candidate’s bucket');
        for (let i = 0; i < 4; i++) {
          for (const seen of [await visit('/tips'), await visit('/tips', candidateVisitor)]) {
            expect(seen.setCookie === '', `GET /tips set ${seen.setCookie}`);
            expect(seen.manifest === manifestUrl(ids.a), `/tips named ${releaseOf(seen.manifest)}, not the live ${ids.a}`);
          }
        }
        return '8 visits (new, and in the candidate’s bucket): no Set-Cookie, live release only';
      },
    );

    const follows = async (id: string): Promise<string> => {
      const returning = visitors5050.filter((v) => v.manifest !== manifestUrl(id)).slice(0, 2);
      const start = Date.now();
      const took = await until(
        FOLLOW_MS,
        async () => {
          const seen = [await visit('/events'), ...(await Promise.all(returning.map((v) => visit('/events', v))))];
          return seen.every((v) => v.manifest === manifestUrl(id));
        },
        `the next visits on ${id}`,
      );
      // And it stays so, whichever page server answers.
      for (let i = 0; i < 8; i++) {
        const seen = await visit('/events', i % 2 === 0 ? undefined : returning[i % returning.length]);
        expect(
          seen.manifest === manifestUrl(id),
          `a visit ${((Date.now() - start) / 1000).toFixed(1)} s later got ${releaseOf(seen.manifest)}`,
        );
      }
      return `${(took / 1000).toFixed(1)} s`;
    };

    await check('promoting the candidate, then a rollback, reach the next visits (new and returning) within 10 s', async () => {
      await release('promote', ids.b);
      const promoted = await follows(ids.b);
      await release('rollback');
      const rolledBack = await follows(ids.a);
      return `promote ${ids.b}: every next visit on it after ${promoted}; rollback to ${ids.a}: after ${rolledBack}`;
    });
  } finally {
    fs.rmSync(variant, { recursive: true, force: true });
  }
}
