import { FIRST_SCREEN_IMAGE } from '@beacon/shared/hydration';
import { useImageFailure } from '@beacon/shared/ui';

export interface EventImageProps {
  src: string | null;
  placeholder: { src: string; width: number; height: number };
  className?: string;
  /**
   * On the first screen (first row; detail: the page's largest image): loaded at once, ahead of
   * other images, and shown before the page's code starts. Otherwise loaded when it nears the viewport.
   */
  eager?: boolean;
}

/**
 * An event's picture at the placeholder's size (its aspect ratio is reserved before it loads);
 * the placeholder when there is none or it fails to load. Decorative: the title says what it shows.
 */
export function EventImage({ src, placeholder, className, eager = false }: EventImageProps) {
  const { ref, onError, failed } = useImageFailure(src);
  const shown = src && !failed ? src : placeholder.src;

  return (
    <img
      ref={ref}
      className={className}
      src={shown}
      alt=""
      width={placeholder.width}
      height={placeholder.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={shown === src ? onError : undefined}
      {...(eager ? FIRST_SCREEN_IMAGE : {})}
    />
  );
}
