import type { FastifyInstance } from 'fastify';
import { isDraining as isServerDraining, startDraining as startServerDraining } from '@beacon/shared/draining';

// By server: a route plugin's instance is not the root one, but they share it.
export const isDraining = (app: FastifyInstance): boolean => isServerDraining(app.server);

/** The instance reports not ready (/health/ready) and closes each connection after its answer. */
export const startDraining = (app: FastifyInstance): void => startServerDraining(app.server);
