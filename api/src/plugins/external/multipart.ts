import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { FIELD_MAX_BYTES } from '../../http/multipart';

/** Form and upload bodies: one file, a few dozen short fields. */
export async function registerMultipart(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 60, fieldSize: FIELD_MAX_BYTES, parts: 61, headerPairs: 100 },
  });
}
