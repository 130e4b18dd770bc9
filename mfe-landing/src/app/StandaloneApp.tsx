import { StrictMode, useEffect, useState } from 'react';
import { ConfigProvider, loadBootPayload, type RuntimeConfig } from '@beacon/shared';
import { LANDING_BODY } from '@beacon/shared/content-seed';
import { useSitePageContent } from '@beacon/shared/published';
import { LandingView } from '../features/landing/LandingView';

/**
 * The page's words: prerendered from the seed at build time (this deployment's page is a static file), then
 * the published ones, asked for in the browser once the served config (the API's address) is known.
 */
function StandaloneLanding({ ready }: { ready: boolean }) {
  const { body } = useSitePageContent('landing', LANDING_BODY, null, ready);
  return <LandingView body={body} fullScreen />;
}

/**
 * The standalone deployment: the runtime config and the page, nothing else (no shell, router,
 * sign-in or UI kit). It first renders with `config`, the one the HTML was prerendered with, so
 * hydration matches the served markup exactly; then it switches to the config the server inlined
 * (a deployment may set another organisation name, donation link or API than the build did).
 * `onLive` runs once the page is hydrated.
 */
export function StandaloneApp({ config: initial, onLive }: { config: RuntimeConfig; onLive?: () => void }) {
  const [{ config, settled }, setServed] = useState({ config: initial, settled: false });
  useEffect(() => onLive?.(), [onLive]);
  useEffect(() => {
    let current = true;
    loadBootPayload().then(
      // Only a config that differs renders the page with it.
      (payload) =>
        current &&
        setServed((shown) => ({
          config: JSON.stringify(shown.config) === JSON.stringify(payload.config) ? shown.config : payload.config,
          settled: true,
        })),
      // No config served beside the page: the prerendered one stays.
      () => current && setServed((shown) => ({ ...shown, settled: true })),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <StrictMode>
      <ConfigProvider config={config}>
        <StandaloneLanding ready={settled} />
      </ConfigProvider>
    </StrictMode>
  );
}
