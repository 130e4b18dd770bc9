/** What a remote's mf-manifest.json says about its deployed build, or why it could not be read. */
export interface RemoteBuild {
  /** The container name, e.g. mfe_events. */
  name: string;
  manifestUrl: string;
  answered: boolean;
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  version: string | null;
  /** When it was built: the manifest's own build time when it carries one, else when the server says the file last changed. */
  builtAt: string | null;
  /** The @beacon/shared versions the build accepts, e.g. ^1.3.0. */
  sharedRange: string | null;
}

interface ManifestShape {
  metaData?: { buildInfo?: { buildVersion?: unknown; buildTime?: unknown } };
  shared?: { name?: unknown; requiredVersion?: unknown }[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const isoOf = (value: string | null): string | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

/** Reads one manifest now (never from a cache), answering or not. */
export async function readRemoteBuild(name: string, manifestUrl: string, signal?: AbortSignal): Promise<RemoteBuild> {
  const failed: RemoteBuild = { name, manifestUrl, answered: false, status: null, version: null, builtAt: null, sharedRange: null };
  let response: Response;
  try {
    response = await fetch(manifestUrl, { cache: 'no-store', signal });
  } catch {
    return failed;
  }
  if (!response.ok) return { ...failed, status: response.status };
  let manifest: ManifestShape;
  try {
    manifest = (await response.json()) as ManifestShape;
  } catch {
    return { ...failed, status: response.status };
  }
  const shared = (manifest.shared ?? []).find((entry) => entry.name === '@beacon/shared');
  const buildInfo = manifest.metaData?.buildInfo;
  return {
    name,
    manifestUrl,
    answered: true,
    status: response.status,
    version: text(buildInfo?.buildVersion),
    builtAt: isoOf(text(buildInfo?.buildTime) ?? response.headers.get('last-modified')),
    sharedRange: text(shared?.requiredVersion),
  };
}

/** Every remote of the runtime config, in its order. */
export const readRemoteBuilds = (remotes: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<RemoteBuild[]> =>
  Promise.all(Object.entries(remotes).map(([name, url]) => readRemoteBuild(name, url, signal)));
