import * as initial from './0001_initial';

export interface Migration {
  id: string;
  sql: string;
}

/** Every migration, in the order they apply. */
export const MIGRATIONS: readonly Migration[] = [initial];
