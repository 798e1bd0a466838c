import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QueueMinute, QueuesHistory } from '@contracts';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { QueueActivity } from './QueueActivity';
import { QueueActivityChart, activityTotals } from './QueueActivityChart';

const START = Date.parse('2030-01-01T10:00:00.000Z');

/** An hour of minutes, all quiet except the ones given (index → counts). */
function hour(busy: Record<number, Partial<QueueMinute>> = {}): QueueMinute[] {
  return Array.from({ length: 60 }, (_, i) => ({
    minute: new Date(START + i * 60_000).toISOString(),
    completed: 0,
    failed: 0,
    ...busy[i],
  }));
}

const bars = (container: HTMLElement, kind: 'completed' | 'failed') =>
  [...container.querySelectorAll<SVGRectElement>(`rect[data-kind="${kind}"]`)].map((rect) => ({
    minute: rect.closest('g')!.getAttribute('data-minute'),
    y: Number(rect.getAttribute('y')),
    height: Number(rect.getAttribute('height')),
  }));

describe('QueueActivityChart', () => {
  it('draws a bar a busy minute, as tall as its jobs: completed above the line, failed below it', () => {
    const points = hour({ 10: { completed: 40 }, 58: { completed: 20, failed: 2 }, 59: { failed: 1 } });
    const { container } = render(<QueueActivityChart name="domain-events" points={points} />);

    const completed = bars(container, 'completed');
    const failed = bars(container, 'failed');
    expect(completed.map((bar) => bar.minute)).toEqual([points[10].minute, points[58].minute]);
    expect(failed.map((bar) => bar.minute)).toEqual([points[58].minute, points[59].minute]);
    // Each kind on its own scale: 40 completed is twice 20, 2 failed twice 1, and the failures are
    // not flattened by the busy minutes (2 failed is as tall as the whole lower band).
    expect(completed[0].height).toBeCloseTo(2 * completed[1].height);
    expect(failed[0].height).toBeCloseTo(2 * failed[1].height);
    expect(failed[0].height).toBeGreaterThan(completed[0].height / 3);
    // Completed bars end on the line; failed ones hang from just below it.
    const line = Number(container.querySelector('line')!.getAttribute('y1'));
    for (const bar of completed) expect(bar.y + bar.height).toBeCloseTo(line - 0.5);
    for (const bar of failed) expect(bar.y).toBeGreaterThan(line);
    // Later minutes are further right: the newest is the last bar.
    const x = (minute: string) =>
      Number(container.querySelector(`g[data-minute="${minute}"] rect[data-kind]`)!.getAttribute('x'));
    expect(x(points[59].minute)).toBeGreaterThan(x(points[58].minute));
    expect(x(points[58].minute)).toBeGreaterThan(x(points[10].minute));
  });

  it('names the hour’s totals for a screen reader and in its legend', () => {
    render(
      <QueueActivityChart name="generation" points={hour({ 3: { completed: 5, failed: 1 }, 40: { completed: 2 } })} />,
    );
    expect(
      screen.getByRole('img', { name: 'generation, last hour: 7 completed, 1 failed, busiest minute 6 jobs' }),
    ).toBeVisible();
    expect(screen.getByText('7 completed')).toBeVisible();
    expect(screen.getByText('1 failed')).toBeVisible();
  });

  it('draws no bar for a quiet hour, and says so', () => {
    const { container } = render(<QueueActivityChart name="generation" points={hour()} />);
    expect(container.querySelectorAll('rect[data-kind]')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'generation, last hour: 0 completed, 0 failed' })).toBeVisible();
  });

  it('adds up a queue’s hour', () => {
    expect(activityTotals(hour({ 1: { completed: 3 }, 2: { completed: 1, failed: 4 } }))).toEqual({
      completed: 4,
      failed: 4,
      peak: 5,
      peakCompleted: 3,
      peakFailed: 4,
    });
  });
});

describe('QueueActivity', () => {
  it('shows a chart per queue from GET /api/admin/queues/history', async () => {
    const history: QueuesHistory = {
      minutes: 60,
      queues: [
        { name: 'domain-events', points: hour({ 59: { completed: 9 } }) },
        { name: 'generation', points: hour({ 30: { failed: 2 } }) },
      ],
    };
    server.use(http.get('/api/admin/queues/history', () => HttpResponse.json(history)));
    renderApp(<QueueActivity />);

    const section = await screen.findByRole('region', { name: 'Last hour' });
    const charts = await within(section).findAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'domain-events, last hour: 9 completed, 0 failed, busiest minute 9 jobs',
      'generation, last hour: 0 completed, 2 failed, busiest minute 2 jobs',
    ]);
  });

  it('says when the queue cannot be reached', async () => {
    server.use(http.get('/api/admin/queues/history', () => HttpResponse.json({ minutes: 60, queues: [] })));
    renderApp(<QueueActivity />);
    expect(await screen.findByText('The last hour appears once the queue is reachable again.')).toBeVisible();
  });
});
