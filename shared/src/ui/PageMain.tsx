import type { CSSProperties, ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

/**
 * A page's content landmark: every exposed page renders its content in one `main` with the
 * page's document title, so the host shell and the standalone remote show the same thing.
 */
export function PageMain({ title, children, style }: { title: string; children: ReactNode; style?: CSSProperties }) {
  usePageTitle(title);
  return (
    <main id="main-content" tabIndex={-1} style={{ outline: 'none', ...style }}>
      {children}
    </main>
  );
}
