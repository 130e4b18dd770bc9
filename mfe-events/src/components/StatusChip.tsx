import type { ReactNode } from 'react';

export type ChipTone = 'soon' | 'category' | 'completed' | 'cancelled' | 'postponed' | 'neutral';

/**
 * A small label: green 'Happening Soon', gold category, grey 'Completed', red 'Cancelled', orange
 * 'Postponed', or a neutral fact (date, place).
 */
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
