import type { CSSProperties, HTMLAttributes } from 'react';

export interface FlexProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  gap?: number | string;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
}

/** A flex box: direction, gap, alignment and wrapping as props. */
export function Flex({ vertical, gap, align, justify, wrap, style, ...props }: FlexProps) {
  return (
    <div
      {...props}
      style={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        gap,
        alignItems: align,
        justifyContent: justify,
        flexWrap: wrap ? 'wrap' : undefined,
        ...style,
      }}
    />
  );
}
