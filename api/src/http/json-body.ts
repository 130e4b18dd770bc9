import type { FastifyInstance } from 'fastify';
import { decodeUtf8Strictly } from './unicode';

/**
 * JSON bodies are read as bytes and decoded here: Node's decoder would replace invalid UTF-8 with U+FFFD
 * and the API would store text the client never sent. Invalid bytes become lone surrogates instead, which
 * the input check (normalise.ts) refuses, naming the field. Parsing, the body limit and the answers to
 * empty or malformed JSON stay Fastify's own.
 */
export function installJsonParser(app: FastifyInstance): void {
  const { onProtoPoisoning = 'error', onConstructorPoisoning = 'error' } = app.initialConfig;
  const parse = app.getDefaultJsonParser(onProtoPoisoning, onConstructorPoisoning);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    parse(request, typeof body === 'string' ? body : decodeUtf8Strictly(body), done);
  });
}
