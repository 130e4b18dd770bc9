import {
  createElement,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { Flex, PageMain, Spin } from '@beacon/shared/ui';
import { loadExposedComponent } from './remoteModules';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { ServerRenderContext, SLOT_MARKER, prerenderedHtml } from './prerenderedSlots';

export interface RemoteOutletProps {
  remote: string;
  expose: string;
  /** A page fills the content area and owns the `main` landmark; a widget sits inside a host page. */
  kind: 'page' | 'widget';
  /** Shown as the document title while a page loads or when it is unavailable. */
  title: string;
  /** The API request the page starts with (preloaded by the served HTML). */
  data?: string;
}

// Loaded components by `remote/expose`, so returning to a page renders it at once.
const loaded = new Map<string, ComponentType>();
// Served pages whose code loaded before hydration: hydrated in place, not replaced.
const hydratable = new Set<string>();

/**
 * Before hydration: the served page `remote/expose` hydrates in place with `Component` (no second
 * render of the page, no swap of its DOM), as long as its first render matches the served copy.
 */
export function hydrateServedPage(id: string, Component: ComponentType): void {
  loaded.set(id, Component);
  hydratable.add(id);
}

type LoadResult = { key: string; Component: ComponentType } | { key: string; failed: true };

/**
 * Renders a remote's exposed component. Unlike React.lazy, a failed load is not cached:
 * Retry asks the federation runtime to forget the remote and fetch it again, without a reload.
 */
export function RemoteOutlet({ remote, expose, kind, title, data }: RemoteOutletProps) {
  const id = `${remote}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const key = `${id}#${attempt}`;
  const cached = loaded.get(id);
  const [result, setResult] = useState<LoadResult | null>(null);
  const serverRender = useContext(ServerRenderContext);
  const [inPlace] = useState(() => kind === 'page' && !serverRender && hydratable.has(id));
  // Only the first render of the served page hydrates; a later visit renders it anew.
  useEffect(() => void hydratable.delete(id), [id]);
  // The page as the server sent it, shown until the remote's own code has loaded.
  const [prerendered] = useState(() => {
    if (kind !== 'page') return undefined;
    if (!serverRender) return prerenderedHtml(id);
    serverRender.slots.push({ id, data, title });
    return SLOT_MARKER;
  });

  useEffect(() => {
    if (loaded.has(id)) return;
    let active = true;
    loadExposedComponent(remote, expose, attempt > 0).then(
      (Component) => {
        loaded.set(id, Component);
        // In a transition, rendering the page yields to the browser every few milliseconds (the
        // served copy or the spinner stays meanwhile) instead of blocking it in one long task.
        if (active) startTransition(() => setResult({ key, Component }));
      },
      (error: unknown) => {
        console.warn(`[beacon] ${id} is unavailable`, error);
        if (active) setResult({ key, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [id, key, remote, expose, attempt]);

  const retry = () => {
    loaded.delete(id);
    setResult(null);
    setAttempt((n) => n + 1);
  };

  const Component = cached ?? (result?.key === key && 'Component' in result ? result.Component : null);
  if (Component) {
    const page = (
      <RemoteErrorBoundary key={key} remote={remote} kind={kind} title={title} onRetry={retry}>
        {/* A module's export, cached per remote/expose: the same component on every render. */}
        {createElement(Component)}
      </RemoteErrorBoundary>
    );
    return inPlace ? <HydratedSlot id={id}>{page}</HydratedSlot> : page;
  }
  if (result?.key === key && 'failed' in result) return <RemoteUnavailable kind={kind} title={title} failure="load" onRetry={retry} />;
  if (prerendered !== undefined)
    return <div data-remote-slot={id} className="beacon-remote-slot" dangerouslySetInnerHTML={{ __html: prerendered }} />;
  return <RemoteLoading kind={kind} title={title} />;
}

/**
 * The served slot, hydrated: the same element and boundary as the served HTML. Once the page in it is
 * live it drops the mark of a served copy that is waiting for its code (React never sets it again:
 * its props do not change).
 */
function HydratedSlot({ id, children }: { id: string; children: ReactNode }) {
  const slot = useRef<HTMLDivElement>(null);
  return (
    <div ref={slot} data-remote-slot={id} className="beacon-remote-slot">
      <Suspense fallback={null}>
        {children}
        <LiveMark slot={slot} />
      </Suspense>
    </div>
  );
}

/**
 * After the page, inside its boundary: its effect runs once the page itself has hydrated, which React
 * may do later than the slot around it (a boundary hydrates on its own).
 */
function LiveMark({ slot }: { slot: RefObject<HTMLDivElement | null> }) {
  useEffect(() => slot.current?.removeAttribute('data-remote-slot'), [slot]);
  return null;
}

function RemoteLoading({ kind, title }: Pick<RemoteOutletProps, 'kind' | 'title'>) {
  // A page's placeholder fills the screen: the footer stays below it instead of showing, then
  // jumping down when the page arrives.
  const spinner = (
    <Flex justify="center" align="center" style={{ minHeight: kind === 'page' ? '100vh' : 160 }}>
      <Spin size="large" aria-label={`Loading ${title}`} />
    </Flex>
  );
  return kind === 'page' ? <PageMain title={title}>{spinner}</PageMain> : spinner;
}
