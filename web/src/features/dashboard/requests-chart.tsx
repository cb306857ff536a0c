/**
 * Requests per day or week as stacked bars (visx: SVG, so the chart scales with its box and is part
 * of the page's DOM). The SVG is one image named by the summary sentence; the figures themselves are
 * in the table below it (the text alternative), so a screen reader never has to read 90 bars.
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { dashboardKinds, type DashboardKind, type KindCounts } from '@rufbereit/shared';

export const kindColors: Record<DashboardKind, string> = {
  contact: '#1d4ed8',
  demo_request: '#b45309',
  intro_call: '#047857',
};

const WIDTH = 720;
const HEIGHT = 180;
const TOP = 8;

export function RequestsChart({ rows, labelledBy }: { rows: ReadonlyArray<{ key: string } & KindCounts>; labelledBy: string }) {
  const max = Math.max(1, ...rows.map((row) => row.contact + row.demo_request + row.intro_call));
  const x = scaleBand<string>({ domain: rows.map((row) => row.key), range: [0, WIDTH], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, max], range: [HEIGHT, TOP] });
  return (
    <svg role="img" aria-labelledby={labelledBy} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="block h-44 w-full">
      <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} stroke="#94a3b8" />
      {rows.map((row) => {
        let base = HEIGHT;
        return (
          <Group key={row.key} left={x(row.key) ?? 0}>
            {dashboardKinds.map((kind) => {
              const height = HEIGHT - y(row[kind]);
              base -= height;
              return height > 0 ? <Bar key={kind} x={0} y={base} width={x.bandwidth()} height={height} fill={kindColors[kind]} /> : null;
            })}
          </Group>
        );
      })}
    </svg>
  );
}
