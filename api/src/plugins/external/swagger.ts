import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** The OpenAPI 3.1 document built from the route schemas (/docs/json) and its UI (/docs). */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Beacon API',
        version: '1.0.0',
        description:
          'Main API (bookings, events, uploads), Video API (under /video-api) and the relays that keep third-party secrets off the browser.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: [
        { name: 'bookings' },
        { name: 'events' },
        { name: 'uploads' },
        { name: 'admin' },
        { name: 'videos' },
        { name: 'mailing list' },
        { name: 'email relay' },
        { name: 'captcha' },
        { name: 'auth' },
        { name: 'media' },
        { name: 'health' },
        { name: 'releases' },
        { name: 'content', description: 'The site’s editable pages: published reads, preview links, drafts, revisions, publication' },
      ],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    // Its default policy upgrades http to https, which breaks the page on http://localhost.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}
