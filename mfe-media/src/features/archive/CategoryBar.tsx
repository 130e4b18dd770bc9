import { useEffect, useRef, useState } from 'react';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { CATEGORIES, type Category } from '@beacon/shared';
import { Button, Drawer } from '@beacon/shared/ui';

interface CategoryBarProps {
  selected: Category | null;
  /** A category, or null when the selected one is pressed again (back to every video). */
  onSelect: (category: Category | null) => void;
}

interface CategoryButtonsProps extends CategoryBarProps {
  shape: 'default' | 'round';
  size: 'middle' | 'large';
  after?: () => void;
}

/** The six categories as toggle buttons; pressing the selected one again shows every video. */
function CategoryButtons({ selected, onSelect, shape, size, after }: CategoryButtonsProps) {
  return CATEGORIES.map((category) => {
    const pressed = selected?.playlistId === category.playlistId;
    return (
      <Button
        key={category.playlistId}
        type={pressed ? 'primary' : 'default'}
        shape={shape}
        size={size}
        aria-pressed={pressed}
        onClick={() => {
          onSelect(pressed ? null : category);
          after?.();
        }}
      >
        {category.label}
      </Button>
    );
  });
}

/** Scrolls the strip sideways just enough to show its pressed chip (never the page). */
function scrollChipIntoView(strip: HTMLElement | null): void {
  const chip = strip?.querySelector<HTMLElement>('[aria-pressed="true"]');
  if (!strip || !chip || strip.clientWidth === 0) return;
  const start = chip.offsetLeft;
  const end = start + chip.offsetWidth;
  if (start < strip.scrollLeft) strip.scrollLeft = start;
  else if (end > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = end - strip.clientWidth;
}

/**
 * The category bar: a horizontal row wider than 900 px; at 900 px and below a
 * horizontally scrollable chip strip plus a side drawer listing the categories. Both are in the
 * page and a CSS media query shows one, so the right one is there on the first paint.
 */
export function CategoryBar({ selected, onSelect }: CategoryBarProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  // The selected chip is scrolled into the strip's view (chosen in the drawer, or from the URL).
  useEffect(() => {
    if (selected) scrollChipIntoView(strip.current);
  }, [selected]);
  return (
    <>
      <div className="media-category-row" role="group" aria-label="Categories">
        <CategoryButtons selected={selected} onSelect={onSelect} shape="default" size="large" />
      </div>
      <div className="media-category-narrow">
        <Button
          icon={<UnorderedListOutlined aria-hidden />}
          aria-label="All categories"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        />
        <div ref={strip} className="media-category-strip" role="group" aria-label="Categories">
          <CategoryButtons selected={selected} onSelect={onSelect} shape="round" size="middle" />
        </div>
      </div>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="right"
        size={260}
        title="Categories"
        className="media-category-drawer"
      >
        <div className="media-category-list" role="group" aria-label="Categories">
          <CategoryButtons selected={selected} onSelect={onSelect} shape="default" size="large" after={() => setDrawerOpen(false)} />
        </div>
      </Drawer>
    </>
  );
}
