import { useEffect, useState } from 'react';
import { useConfig, type ServedHome } from '@beacon/shared';
import { CONTENT_PREVIEW_PARAM, publishedContentPath } from '@beacon/shared/api';
import { HOME_BODY } from '@beacon/shared/content-seed';
import { useSearchParams } from '@beacon/shared/router';
import type { HomeBody } from '@beacon/shared/schemas';
import { useServedShellData } from '../../shell/shellData';

/** The words the site was built with: shown until the API's record is there, and whenever it does not answer. */
const SEEDED: ServedHome = { body: HOME_BODY, preview: false };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The record's body when it has every word the page shows (anything else is not shown: the seeded words are). */
function homeBodyOf(value: unknown): HomeBody | null {
  if (typeof value !== 'object' || value === null) return null;
  const { missionLine, buttons, latestVideosHeading } = value as Partial<Record<keyof HomeBody, unknown>>;
  if (!isText(missionLine) || !isText(latestVideosHeading) || typeof buttons !== 'object' || buttons === null) return null;
  const { videoReports, tips, events, speaking } = buttons as Partial<Record<keyof HomeBody['buttons'], unknown>>;
  if (!isText(videoReports) || !isText(tips) || !isText(events) || !isText(speaking)) return null;
  return { missionLine, latestVideosHeading, buttons: { videoReports, tips, events, speaking } };
}

const servedHomeOf = (record: { body?: unknown; preview?: unknown } | undefined): ServedHome | null => {
  const body = homeBodyOf(record?.body);
  return body ? { body, preview: record?.preview === true } : null;
};

/**
 * `GET /content/home/home`: with a preview token, the draft it names, else (or when the token is not
 * valid any more) the published record; null when the API does not answer with one.
 */
async function fetchHome(apiUrl: string, preview: string | null, signal: AbortSignal): Promise<ServedHome | null> {
  const base = apiUrl.replace(/\/+$/, '');
  for (const token of preview ? [preview, null] : [null]) {
    const response = await fetch(`${base}${publishedContentPath('home', 'home', token)}`, { signal });
    if (response.ok) return servedHomeOf((await response.json()) as { body?: unknown; preview?: unknown });
  }
  return null;
}

/**
 * The home page's words: the record the page was served with (the server's render and the browser's
 * hydration see the same); asked of the API once when the page came without it (a page rendered in the
 * browser alone, or opened from another page). Meanwhile, and when the API does not answer, the seeded words.
 */
export function useHomeContent(): ServedHome {
  const served = servedHomeOf(useServedShellData()?.home);
  const { apiUrl } = useConfig();
  const [search] = useSearchParams();
  const preview = search.get(CONTENT_PREVIEW_PARAM) || null;
  const [fetched, setFetched] = useState<ServedHome | null>(null);
  const known = served !== null;
  useEffect(() => {
    if (known) return undefined;
    const abort = new AbortController();
    fetchHome(apiUrl, preview, abort.signal).then(setFetched, () => undefined);
    return () => abort.abort();
  }, [known, apiUrl, preview]);
  return served ?? fetched ?? SEEDED;
}
