import { StrictMode, useEffect, useState } from 'react';
import { ConfigProvider, loadBootPayload, type RuntimeConfig } from '@beacon/shared';
import LandingPage from '../features/landing/LandingPage';

/**
 * The standalone deployment: the runtime config and the page, nothing else (no shell, router,
 * sign-in or UI kit). It first renders with `config`, the one the HTML was prerendered with, so
 * hydration matches the served markup exactly; then it switches to the config the server inlined
 * (a deployment may set another organisation name or donation link than the build did).
 * `onLive` runs once the page is hydrated.
 */
export function StandaloneApp({ config: initial, onLive }: { config: RuntimeConfig; onLive?: () => void }) {
  const [config, setConfig] = useState(initial);
  useEffect(() => onLive?.(), [onLive]);
  useEffect(() => {
    let current = true;
    loadBootPayload().then(
      // Only a config that differs renders the page again.
      (payload) => current && setConfig((shown) => (JSON.stringify(shown) === JSON.stringify(payload.config) ? shown : payload.config)),
      // No config served beside the page: the prerendered one stays.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <StrictMode>
      <ConfigProvider config={config}>
        <LandingPage fullScreen />
      </ConfigProvider>
    </StrictMode>
  );
}
