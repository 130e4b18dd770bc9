import type { ReactNode } from 'react';

export type ChipTone = 'soon' | 'category' | 'completed' | 'neutral';

/** A small label: green 'Happening Soon', gold category, grey 'Completed', or a neutral fact (date, place). */
export function Chip({ tone, icon, children }: { tone: ChipTone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={`events-chip events-chip-${tone}`}>
      {icon && (
        <span className="events-chip-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
