import type { ReactNode } from 'react';
import { REVEALED_CLASS, useRevealOnce } from '../../hooks/useRevealOnce';

/** Cards animate in when 10 % of them is visible. */
export const REVEAL_THRESHOLD = 0.1;

interface RevealProps {
  /** The card's number: odd numbers come in from the left, even from the right. */
  number: number;
  className?: string;
  children: ReactNode;
}

/**
 * Slides its card in from the side once scrolled into view, over 1 s (the CSS). With
 * prefers-reduced-motion the card is shown at once, scrolled to or not (the CSS again).
 */
export function Reveal({ number, className, children }: RevealProps) {
  const ref = useRevealOnce<HTMLDivElement>(REVEAL_THRESHOLD);
  return (
    <div
      ref={ref}
      className={['media-reveal', REVEALED_CLASS, className ?? ''].filter(Boolean).join(' ')}
      data-from={number % 2 === 1 ? 'left' : 'right'}
    >
      {children}
    </div>
  );
}
