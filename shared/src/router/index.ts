/**
 * The router the apps use: the handful of react-router exports they need, through one entry.
 * Remotes import routing only from here (lint enforces it), so the router is shared once.
 */
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router';
