/**
 * Visitors and page views per day as bars (visx: SVG in the page's DOM, scales with its box): page
 * views light, visitors dark in front. The SVG is one image named by the summary sentence; the
 * figures are in the table below it (the text alternative).
 */
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import type { MarketingBody } from '@rufbereit/shared';

export const seriesColors = { pageviews: '#93c5fd', visitors: '#1d4ed8' } as const;

const WIDTH = 720;
const HEIGHT = 180;
const TOP = 8;

export function VisitsChart({ days, labelledBy }: { days: MarketingBody['days']; labelledBy: string }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.pageviews, d.visitors)));
  const x = scaleBand<string>({ domain: days.map((d) => d.day), range: [0, WIDTH], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, max], range: [HEIGHT, TOP] });
  return (
    <svg role="img" aria-labelledby={labelledBy} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="block h-44 w-full">
      <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="#94a3b8" />
      {days.map((d) => {
        const left = x(d.day) ?? 0;
        const width = x.bandwidth();
        return (
          <g key={d.day}>
            {d.pageviews > 0 && <Bar x={left} y={y(d.pageviews)} width={width} height={HEIGHT - y(d.pageviews)} fill={seriesColors.pageviews} />}
            {d.visitors > 0 && <Bar x={left + width * 0.2} y={y(d.visitors)} width={width * 0.6} height={HEIGHT - y(d.visitors)} fill={seriesColors.visitors} />}
          </g>
        );
      })}
    </svg>
  );
}
