import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Typography } from 'antd';
import { StyleSheet } from '@beacon/shared/ui';
import { linePath, minuteText, summaryOf, type MinutePoint, type ValueText } from './minuteSeries';

const WIDTH = 240;
const HEIGHT = 56;

// The chart stretches to its column (the line keeps its width: non-scaling strokes); focus shows as the area's
// light-blue ring. Line colours keep 3:1 or more against the dark card.
const css = `
.admin-minute-chart { flex: 1 1 220px; min-width: 0; margin: 0; }
.admin-minute-chart-title { margin: 0 0 4px; font-size: 15px; font-weight: 600; }
.admin-minute-chart-plot { border-radius: 4px; outline-offset: 2px; touch-action: pan-y; }
.admin-minute-chart-plot:focus-visible { outline: 3px solid #8ab4ff; }
.admin-minute-chart-plot svg { display: block; width: 100%; height: ${HEIGHT}px; overflow: visible; }
.admin-minute-chart-readout { min-height: 1.5em; margin: 4px 0 0; }
`;

const STEPS: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowRight: (index, last) => Math.min(last, index + 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * A small line chart of one value per minute. Its text alternative is the sentence under it (the hour's total,
 * highest and latest minute); the line above that gives the minutes it spans, or, chosen from the keyboard (focus
 * it, then the arrow keys, Home, End) or the pointer, one minute's value.
 */
export function MinuteChart({
  title,
  points,
  say,
  kind,
  color,
}: {
  title: string;
  points: readonly MinutePoint[];
  say: ValueText;
  kind: 'count' | 'latency';
  color: string;
}) {
  const id = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const last = points.length - 1;
  const summary = summaryOf(points, say, kind);
  const point = selected === null ? undefined : points[selected];
  // At rest the line under the chart says which minutes it spans; it reads out the minute chosen.
  const [first, final] = [points[0], points.at(-1)];
  const span = first && final ? `${minuteText(first.at)} – ${minuteText(final.at)}` : '';

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEPS[event.key];
    if (event.key === 'Escape') setSelected(null);
    if (!step || last < 0) return;
    event.preventDefault();
    setSelected(step(selected ?? last + 1, last));
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0 && last >= 0) setSelected(Math.round(((event.clientX - box.left) / box.width) * last));
  };
  const x = selected === null || last <= 0 ? null : (selected / last) * WIDTH;

  return (
    <figure className="admin-minute-chart">
      <StyleSheet name="admin-minute-chart" css={css} />
      <h3 id={`${id}-title`} className="admin-minute-chart-title">
        {title}
      </h3>
      <div
        className="admin-minute-chart-plot"
        role="group"
        tabIndex={0}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
        onKeyDown={onKeyDown}
        onBlur={() => setSelected(null)}
        onPointerMove={onPointerMove}
        onPointerLeave={() => setSelected(null)}
      >
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <line
            x1={0}
            y1={HEIGHT}
            x2={WIDTH}
            y2={HEIGHT}
            stroke="rgba(255, 255, 255, 0.45)"
            strokeWidth={1}
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={linePath(points, WIDTH, HEIGHT)}
            fill="none"
            stroke={color}
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
            data-testid="minute-chart-line"
          />
          {x !== null && <line x1={x} y1={0} x2={x} y2={HEIGHT} stroke="#fff" strokeWidth={1} vectorEffect="non-scaling-stroke" />}
        </svg>
      </div>
      <Typography.Paragraph className="admin-minute-chart-readout" aria-live="polite">
        {point ? `${minuteText(point.at)}: ${point.value === null ? 'nothing measured' : say(point.value)}` : span}
      </Typography.Paragraph>
      <figcaption>
        <Typography.Text type="secondary" id={`${id}-summary`}>
          {summary}
        </Typography.Text>
      </figcaption>
    </figure>
  );
}
