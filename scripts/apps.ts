import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The scripts use the one app registry of the shared package.
export { APPS, apiPortOf, findApp, portOf, type AppEntry } from '../shared/src/config/apps';
