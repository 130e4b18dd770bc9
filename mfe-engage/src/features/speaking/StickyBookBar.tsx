import { Button } from '@beacon/shared/ui';

/** The bar at the bottom of the screen offering 'Book Now' (sticky; see speakingStyles for where it stops). */
export function StickyBookBar({ text, button, onBook }: { text: string; button: string; onBook: () => void }) {
  return (
    <div className="engage-sticky-bar" role="region" aria-label="Book a talk">
      <p>{text}</p>
      <Button type="primary" onClick={onBook}>
        {button}
      </Button>
    </div>
  );
}
