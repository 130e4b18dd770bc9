import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from './runtimeConfig';

const ConfigContext = createContext<RuntimeConfig | null>(null);

export function ConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The runtime config; every page rendered by the host or standalone has one. */
export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig must be used inside <ConfigProvider> (AppProviders provides it).');
  return config;
}
