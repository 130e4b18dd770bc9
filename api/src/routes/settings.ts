import fs from 'node:fs';
import path from 'node:path';
import { SettingsStatus } from '@beacon/shared/schemas';
import { API_ROOT } from '../config';
import { checkIntegrations } from '../plugins/app/settings/checks';
import { tipsStatus } from '../plugins/app/settings/tips-status';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

/** The version of this API, as released (api/package.json). */
const API_VERSION = (JSON.parse(fs.readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

/** Settings, read-only: what the API is connected to right now, checked live. */
export const settingsRoutes: RoutePlugin = async (app, { services }) => {
  const started = Date.now();

  app.get(
    '/admin/settings/status',
    {
      onRequest: services.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Which integration each service uses, a live check of each with its latency, the API version and database (admin)',
        description: 'Remote checks time out after 3 s; local stand-ins are checked with a database query. No secret is included.',
        security: bearerAuth,
        response: { 200: SettingsStatus, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        api: {
          version: API_VERSION,
          database: services.database.kind,
          node: process.version,
          uptimeSeconds: Math.max(0, Math.round((Date.now() - started) / 1000)),
        },
        services: await checkIntegrations(services),
        tips: tipsStatus(services),
      };
    },
  );
};
