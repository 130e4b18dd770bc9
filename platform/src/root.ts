import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the apps' folders (and their builds) are below it. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
