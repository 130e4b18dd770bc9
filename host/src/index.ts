/**
 * The host's entry: once the served page's first-screen pictures are on screen, read the runtime
 * config, register the remotes it names and start fetching the remote of the page being opened
 * (the served HTML has preloaded the scripts of both, or held them until then), then start the
 * shell. Nothing shared is imported statically here: shared modules are only ready once the
 * federation runtime has resolved them (below, one per task, then the async bootstrap).
 */
import { loadBootPayload } from '@beacon/shared/config';
import { ROOT_ELEMENT_ID } from '@beacon/shared/contract';
import { firstScreenShown, holdEarlyInput, releaseHeldPreloads } from '@beacon/shared/hydration';
import { preloadExposedModule, registerRemoteMap } from './federation/remoteModules';
import { remoteRoutes, routeForPath } from './routes/routeTable';

/**
 * The next task: start-up runs in a few short tasks (federation runtime, remote registration,
 * shared libraries) instead of one long one that keeps a phone from answering a tap meanwhile.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** How long start-up waits at most for the served page's first-screen images to be on screen. */
const FIRST_SCREEN_WAIT_MS = 1000;

const root = document.getElementById(ROOT_ELEMENT_ID);
// The served page is on screen already: what the visitor does before it is live is replayed then.
const earlyInput = root ? holdEarlyInput(root) : null;

// A page whose first screen is a picture has its scripts' downloads held until it is shown.
const boot = firstScreenShown(root ?? document, FIRST_SCREEN_WAIT_MS)
  .then(() => releaseHeldPreloads(document))
  .then(nextTask)
  .then(loadBootPayload)
  .then((payload) => {
    registerRemoteMap(payload.remotes);
    const route = routeForPath(remoteRoutes(payload.config.site), window.location.pathname);
    // A gated route's remote is fetched only once the admin gate admits an admin.
    if (route && !route.gated) preloadExposedModule(route.remote, route.expose);
    if (payload.config.clerkPublishableKey) void import('@beacon/shared/ui').then((ui) => ui.loadClerkProvider());
    return payload;
  });

/**
 * The shell's shared libraries, biggest first, one per task: the federation runtime resolves each
 * (version checks, the copy to use) and evaluates it, which for all of them at once is a long task.
 */
const SHARED_IN_TURN = [() => import('react-dom/client'), () => import('@beacon/shared/router'), () => import('@beacon/shared/ui')];

boot
  .then(async (payload) => {
    for (const load of SHARED_IN_TURN) {
      await nextTask();
      await load();
    }
    await nextTask();
    const { mount } = await import('./bootstrap');
    await mount(payload, earlyInput);
  })
  .catch((error: unknown) => {
    console.error('[beacon] the site could not start', error);
    if (root) root.innerHTML = '<p style="padding:24px">The site could not start. Please reload the page.</p>';
  });
