/**
 * The router the apps use: the handful of react-router exports they need, through one entry.
 * Every app imports routing only from here (lint enforces it), and this entry, not react-router,
 * is the shared federation singleton: a shared module is never tree-shaken, this facade's imports
 * are, so only what it re-exports ships. Declarative routers only (no data router: its loaders,
 * actions and framework code are most of react-router's size). `BrowserRouter` is ours (see its file).
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
  type To,
} from 'react-router';
export { BrowserRouter } from './BrowserRouter';
export { ScrollRestoration } from './ScrollRestoration';
