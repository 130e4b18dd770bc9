/**
 * What this page server observes itself of each release it composes pages with: every page served, and every one the
 * release failed (its files missing, its server render throwing; a slow answer is not counted either way). Sent to the
 * registry every few seconds over the internal channel (`POST /releases/observations`), where nobody outside can add
 * to it: the signal an automatic rollback trusts first.
 */
import { internalAuthorization, releaseIdOf } from './releaseSigning';

/** How often the counts go to the registry (a failing release is judged within seconds of its pages). */
const FLUSH_MS = 2_000;

export interface OutcomeReporter {
  /** One page composed with the release `manifestUrl` of `remote`; `failed`: the release failed it. */
  observe(remote: string, manifestUrl: string, failed: boolean): void;
  /** Sends what was counted since the last time (the timer does this too). */
  flush(): Promise<void>;
  stop(): void;
}

interface Counts {
  remote: string;
  release: string;
  served: number;
  failures: number;
}

export function outcomeReporter(apiUrl: string, secret: string, fetchImpl: typeof fetch = fetch): OutcomeReporter {
  let counts = new Map<string, Counts>();
  const flush = async (): Promise<void> => {
    if (counts.size === 0) return;
    const observations = [...counts.values()];
    counts = new Map();
    try {
      const response = await fetchImpl(`${apiUrl}/releases/observations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: internalAuthorization(secret) },
        body: JSON.stringify({ observations }),
        signal: AbortSignal.timeout(FLUSH_MS * 2),
      });
      if (!response.ok) console.error(`[serve] the release registry refused this page server's observations (HTTP ${response.status})`);
    } catch {
      // The registry is down: these counts are lost, the next ones go once it answers.
    }
  };
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  return {
    observe(remote, manifestUrl, failed) {
      const release = releaseIdOf(manifestUrl);
      if (!release) return;
      const key = `${remote}:${release}`;
      const entry = counts.get(key) ?? { remote, release, served: 0, failures: 0 };
      entry.served += 1;
      if (failed) entry.failures += 1;
      counts.set(key, entry);
    },
    flush,
    stop: () => clearInterval(timer),
  };
}
