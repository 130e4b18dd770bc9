import { createContext, useContext } from 'react';
import type { DevRole, DevSession } from '@beacon/shared';

/** What the development sign-in widgets drive; its own module so the provider and the widgets both import it. */
export interface DevAuthControls {
  session: DevSession | null;
  openDialog: () => void;
  signIn: (role: DevRole, name: string, code?: string) => Promise<void>;
  signOut: () => Promise<void>;
}

export const DevAuthControlsContext = createContext<DevAuthControls | null>(null);

export function useDevAuthControls(): DevAuthControls {
  const controls = useContext(DevAuthControlsContext);
  if (!controls) throw new Error('Development sign-in widgets need <DevAuthProvider>.');
  return controls;
}
