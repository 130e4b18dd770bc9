/**
 * Health reports of remote releases, for the registry's automatic rollback: once per page and
 * release, whether it loaded, failed to load, or failed while rendering. A report names the remote,
 * the release and what happened, nothing about the visitor, with the token the page server put in
 * the page (the registry counts only reports of pages it served; a page without one reports nothing).
 * A remote that is not served from a release (its address set by the environment) is not reported.
 */
import { loadBootPayload } from '@beacon/shared/config';

export type ReleaseReportKind = 'load' | 'load-error' | 'render-error';

/** A release's manifest is `…/<release id>/mf-manifest.json`, on the remote's own server as on a CDN. */
const RELEASE_MANIFEST = /\/([0-9a-f]{12})\/mf-manifest\.json$/;

/** The release a manifest URL belongs to, or null for a remote served from its plain address. */
export const releaseOf = (manifestUrl: string | undefined): string | null => RELEASE_MANIFEST.exec(manifestUrl ?? '')?.[1] ?? null;

const sent = new Set<string>();

/** The page's report token (`<meta name="beacon-release-report">`, kept in step with the page server's name). */
const pageToken = (): string | null => document.querySelector('meta[name="beacon-release-report"]')?.getAttribute('content') ?? null;

/** Reports what happened to `remote` loaded from `manifestUrl`, once per page; never fails the caller. */
export function reportRelease(remote: string, manifestUrl: string | undefined, kind: ReleaseReportKind): void {
  const release = releaseOf(manifestUrl);
  const key = `${remote}/${release}/${kind}`;
  const token = pageToken();
  if (!release || !token || sent.has(key)) return;
  sent.add(key);
  loadBootPayload()
    .then(({ config }) =>
      fetch(`${config.apiUrl}/releases/reports`, {
        method: 'POST',
        // Sent even when the visitor leaves the page at once.
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ remote, release, kind, token }),
      }),
    )
    .catch(() => {
      // A report that cannot be sent changes nothing for the visitor.
    });
}
