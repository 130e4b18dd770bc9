import { useConfig } from '@beacon/shared';
import { AdminGate } from '@beacon/shared/ui';
import { RemoteOutlet } from '../federation/RemoteOutlet';
import type { RemoteRoute } from './routeTable';

/** A route's page: the remote's exposed module, behind the admin gate when the route is gated. */
export function RemotePage({ route }: { route: RemoteRoute }) {
  const config = useConfig();
  const outlet = <RemoteOutlet remote={route.remote} expose={route.expose} kind="page" title={route.title} data={route.data?.(config)} />;
  return route.gated ? <AdminGate>{outlet}</AdminGate> : outlet;
}
