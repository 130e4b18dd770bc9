/** The dev server: hot reload, CORS, history fallback, and the runtime config served as the production server serves it. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Configuration } from '@rspack/core';
import { bootPayloadFromEnv } from '@beacon/shared/env';

export function devServer(port: number): NonNullable<Configuration['devServer']> {
  return {
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    client: { overlay: { errors: true, warnings: false } },
    setupMiddlewares(middlewares) {
      middlewares.unshift((req: IncomingMessage, res: ServerResponse, next: () => void) => {
        const payload = bootPayloadFromEnv(process.env);
        const body = req.url === '/config.json' ? payload.config : req.url === '/remotes.json' ? payload.remotes : null;
        if (!body) return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(body));
      });
      return middlewares;
    },
  };
}
