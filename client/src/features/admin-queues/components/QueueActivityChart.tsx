import type { QueueMinute } from '@contracts';

/** The drawing's own units; the SVG scales to its box (viewBox), so bars keep their proportions. */
const WIDTH = 600;
const HEIGHT = 96;
/** Completed jobs grow up from this line, failed ones down from it: each on a scale of its own. */
const AXIS = 64;
const UP = AXIS - 2;
const DOWN = HEIGHT - AXIS - 2;
const GAP = 2;

export interface ActivityTotals {
  completed: number;
  failed: number;
  /** The busiest minute's completed + failed. */
  peak: number;
  /** The most completed, and the most failed, in one minute (each direction's scale). */
  peakCompleted: number;
  peakFailed: number;
}

export function activityTotals(points: QueueMinute[]): ActivityTotals {
  return points.reduce(
    (totals, point) => ({
      completed: totals.completed + point.completed,
      failed: totals.failed + point.failed,
      peak: Math.max(totals.peak, point.completed + point.failed),
      peakCompleted: Math.max(totals.peakCompleted, point.completed),
      peakFailed: Math.max(totals.peakFailed, point.failed),
    }),
    { completed: 0, failed: 0, peak: 0, peakCompleted: 0, peakFailed: 0 },
  );
}

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * One queue's last hour, a bar a minute, the newest on the right: completed jobs in green above the
 * line, failed ones in red below it, each on its own scale, so a few failures show however busy the
 * queue was. Drawn as inline SVG (no chart library in the bundle); each minute's title gives its
 * counts, and the figure's label the hour's totals.
 */
export function QueueActivityChart({ name, points }: { name: string; points: QueueMinute[] }) {
  const totals = activityTotals(points);
  const up = totals.peakCompleted > 0 ? UP / totals.peakCompleted : 0;
  const down = totals.peakFailed > 0 ? DOWN / totals.peakFailed : 0;
  const slot = WIDTH / Math.max(points.length, 1);
  const first = points[0];
  const last = points[points.length - 1];
  const label =
    `${name}, last hour: ${totals.completed} completed, ${totals.failed} failed` +
    (totals.peak > 0 ? `, busiest minute ${totals.peak} jobs` : '');

  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span className="font-mono text-white">{name}</span>
        <span className="flex gap-4 text-slate-300">
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-emerald-400" />
            {totals.completed} completed
          </span>
          <span className={`inline-flex items-center gap-1.5 ${totals.failed > 0 ? 'text-red-300' : ''}`}>
            <span aria-hidden="true" className="h-2.5 w-2.5 rounded-sm bg-red-400" />
            {totals.failed} failed
          </span>
        </span>
      </figcaption>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="block h-24 w-full rounded-lg bg-slate-950/60"
      >
        <line x1={0} x2={WIDTH} y1={AXIS + 0.5} y2={AXIS + 0.5} className="stroke-slate-700" strokeWidth={1} />
        {points.map((point, i) => {
          const completed = point.completed * up;
          const failed = point.failed * down;
          const x = i * slot + GAP / 2;
          const width = Math.max(slot - GAP, 1);
          return (
            <g key={point.minute} data-minute={point.minute}>
              <title>{`${time.format(new Date(point.minute))}: ${point.completed} completed, ${point.failed} failed`}</title>
              {/* The whole slot answers to the pointer, so an empty minute shows its title too. */}
              <rect x={i * slot} y={0} width={slot} height={HEIGHT} fill="transparent" />
              {completed > 0 && (
                <rect
                  data-kind="completed"
                  x={x}
                  y={AXIS - completed}
                  width={width}
                  height={completed}
                  className="fill-emerald-400"
                />
              )}
              {failed > 0 && (
                <rect data-kind="failed" x={x} y={AXIS + 1} width={width} height={failed} className="fill-red-400" />
              )}
            </g>
          );
        })}
      </svg>
      {first && last && (
        <div aria-hidden="true" className="flex justify-between gap-2 text-xs text-slate-400">
          <span className="shrink-0 whitespace-nowrap">{time.format(new Date(first.minute))}</span>
          {totals.peak > 0 && (
            <span className="text-center">
              busiest minute: {totals.peakCompleted} completed
              {totals.peakFailed > 0 && `, ${totals.peakFailed} failed`}
            </span>
          )}
          <span className="shrink-0 whitespace-nowrap">now</span>
        </div>
      )}
    </figure>
  );
}
