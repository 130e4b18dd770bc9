import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers. A JSON API has nothing to run or frame; /docs sets its own policy and images relax CORP themselves. */
export async function registerHelmet(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
}
