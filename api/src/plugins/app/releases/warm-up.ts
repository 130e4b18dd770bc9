/**
 * Before a release goes live or into a canary, every page server (PAGE_SERVERS) warms it: loads what it needs and
 * composes each of the remote's pages with it (`POST /_internal/releases/warm`, authenticated). Only when all of them
 * answered that it renders does the switch happen, so the first visitor after it gets the same page as the hundredth.
 */
import type { PageServersConfig } from '../../../config';
import { internalBearer } from '@beacon/shared/release-signing';

/** A page server has this long to load a release and compose its pages: inside the 15 s the release command and the admin screens wait. */
const WARM_TIMEOUT_MS = 13_000;

export interface WarmTarget {
  remote: string;
  id: string;
  manifestUrl: string;
}

/** Why a switch is refused: 422 when a page server cannot render the release, 503 when one did not answer. */
export interface WarmRefusal {
  status: 422 | 503;
  message: string;
}

const messageOf = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
};

/** Asks one page server to warm the release: null once it has, else what went wrong. */
async function warmOn(server: string, secret: string, target: WarmTarget, fetchImpl: typeof fetch): Promise<WarmRefusal | null> {
  let response: Response;
  try {
    response = await fetchImpl(`${server}/_internal/releases/warm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${internalBearer(secret)}` },
      body: JSON.stringify(target),
      signal: AbortSignal.timeout(WARM_TIMEOUT_MS),
    });
  } catch (error) {
    return { status: 503, message: `the page server ${server} did not answer (${(error as Error).message})` };
  }
  if (response.ok) return null;
  const reason = await messageOf(response);
  return response.status === 422
    ? { status: 422, message: `the page server ${server} cannot render it: ${reason}` }
    : { status: 503, message: `the page server ${server} could not warm it: ${reason}` };
}

/** Warms the release on every page server at once; null when all did (or none is configured), else the refusal. */
export async function warmOnPageServers(
  { secret, urls }: PageServersConfig,
  target: WarmTarget,
  fetchImpl: typeof fetch,
): Promise<WarmRefusal | null> {
  if (secret === null || urls.length === 0) return null;
  const refusals = (await Promise.all(urls.map((server) => warmOn(server, secret, target, fetchImpl)))).filter(
    (refusal): refusal is WarmRefusal => refusal !== null,
  );
  if (refusals.length === 0) return null;
  return {
    status: refusals.some((refusal) => refusal.status === 422) ? 422 : 503,
    message: `${target.remote} release ${target.id} is not warm, so nothing changed: ${refusals.map((refusal) => refusal.message).join('; ')}.`,
  };
}
