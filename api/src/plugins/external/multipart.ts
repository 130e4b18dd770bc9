import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { FORM_LIMITS } from '../../http/body-limits';

/** Form and upload bodies: one file, a few dozen short fields. */
export async function registerMultipart(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(multipart, {
    limits: { ...FORM_LIMITS, fileSize: config.uploadMaxBytes },
  });
}
