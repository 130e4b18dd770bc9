import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** gzip/brotli for clients that ask (JSON lists, SVG art); small answers and images are sent as they are. */
export async function registerCompress(app: FastifyInstance): Promise<void> {
  await app.register(compress, { global: true, threshold: 1024 });
}
