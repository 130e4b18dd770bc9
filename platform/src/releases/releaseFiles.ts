/**
 * A remote's published releases, served by its own page server at `/releases/<id>/<file>`: each
 * release folder (`RELEASES_DIR/<remote>/<id>/`) is a copy of a browser build that never changes,
 * so every file is cached for good, and old releases stay served (a visitor who loaded one keeps
 * getting its chunks). Only the build's public files are sent (the same allowlist as the build's
 * own: never the server bundle, the build report, dot-files, nor maps unless asked). A release
 * that carries its server bundle also renders its data pages per request
 * (`/releases/<id>/render.json`), so the host's page server gets the HTML of the release the
 * browser will hydrate with; without one, that address is a 404 and the host serves the release's
 * prerendered copy instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RENDER_FOR_ADDRESS_FILE, TEMPLATE_FILE, type BootPayload } from '@beacon/shared/contract';
import { loadAddressRenderer } from '../server/bundles';
import { listPublicFiles, targetOf } from '../server/publicFiles';
import { renderHandler } from '../server/renderServer';
import { RELEASE_ID } from './releasesDir';

/** Sent with every file of a release: its address names its content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export interface ReleaseFilesOptions {
  /** `RELEASES_DIR/<remote>`: one folder per release id. */
  dir: string;
  /** Serve `.map` files too (`SERVE_SOURCE_MAPS=1`). */
  sourceMaps: boolean;
  /** The page server's runtime config: a release's renders call the API this server's own renders call. */
  payload: BootPayload;
  /** How long the host's page server waits for a render (`renderWaitFrom`), as for this server's own. */
  renderWaitMs?: number;
}

interface Release {
  files: ReadonlySet<string>;
  /** Its data pages' renderer, loaded the first time one is asked for (null: the release has no server bundle). */
  render: () => Handler | null;
}

/** Registers `/releases/<id>/…` on a remote's page server (after @fastify/static, whose `sendFile` it uses). */
export function registerReleaseFiles(server: FastifyInstance, { dir, sourceMaps, payload, renderWaitMs }: ReleaseFilesOptions): void {
  // A release never changes once its folder exists (the release command renames a finished copy
  // into place), so what it holds is read once. A missing release is asked again next time: it may
  // be published any moment.
  const releases = new Map<string, Release>();
  const releaseOf = (id: string): Release | null => {
    const known = releases.get(id);
    if (known) return known;
    const folder = path.join(dir, id);
    if (!RELEASE_ID.test(id) || !fs.statSync(folder, { throwIfNoEntry: false })?.isDirectory()) return null;
    const files = new Set(listPublicFiles(folder, { sourceMaps }));
    // The standalone page's template is not part of what a release serves (the release's page is the host's).
    files.delete(TEMPLATE_FILE);
    let handler: Handler | null | undefined;
    const render = () => {
      if (handler === undefined) {
        const renderer = loadAddressRenderer(folder);
        handler = renderer ? renderHandler(renderer, payload, renderWaitMs) : null;
      }
      return handler;
    };
    const release = { files, render };
    releases.set(id, release);
    return release;
  };

  const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Not found');
  server.get<{ Params: { id: string } }>('/releases/:id/*', (request, reply) => {
    const { id } = request.params;
    const release = releaseOf(id);
    if (!release) return notFound(reply);
    // The rest of the URL as sent (not as the router decoded it): the allowlist decodes it once.
    const prefix = `/releases/${id}/`;
    if (!request.url.startsWith(prefix)) return notFound(reply);
    const rest = request.url.slice(prefix.length - 1);
    if (rest.split('?', 1)[0] === `/${RENDER_FOR_ADDRESS_FILE}`) {
      const render = release.render();
      return render ? render(request, reply) : notFound(reply);
    }
    const target = targetOf(rest, release.files);
    return target.kind === 'file' ? reply.sendFile(target.file, path.join(dir, id)) : notFound(reply);
  });
}
