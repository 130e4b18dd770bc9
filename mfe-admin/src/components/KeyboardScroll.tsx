import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Around a read-only antd table: its scrolling box (a phone shows part of the row) takes keyboard focus,
 * named, so it can be scrolled with the arrow keys. A table with buttons in its rows needs none: focus on
 * a button scrolls it into view. antd offers no prop for the box, so it is found after each render.
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const box of wrapper.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    }
  });
  return <div ref={wrapper}>{children}</div>;
}
