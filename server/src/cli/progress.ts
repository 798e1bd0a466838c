/**
 * A one-line progress bar for long CLI commands: done/total, rate and time left. On a terminal it
 * redraws in place (at most every 100 ms); in a log (CI, docker) it prints a plain line every
 * `logEverySeconds` instead of flooding it.
 */
export interface Progress {
  update(done: number, total?: number): void;
  finish(message?: string): void;
}

export interface ProgressOptions {
  logEverySeconds?: number;
  /** For tests: the clock, in milliseconds. */
  now?: () => number;
}

const REDRAW_MS = 100;
const BAR_WIDTH = 30;

export function createProgress(
  label: string,
  stream: Pick<NodeJS.WriteStream, 'write' | 'isTTY'> = process.stderr,
  { logEverySeconds = 5, now = Date.now }: ProgressOptions = {},
): Progress {
  const started = now();
  let total = 0;
  let lastWritten = -Infinity;
  return {
    update(done, newTotal) {
      if (newTotal !== undefined) total = newTotal;
      const at = now();
      const finished = total > 0 && done >= total;
      if (!finished && at - lastWritten < (stream.isTTY ? REDRAW_MS : logEverySeconds * 1000)) return;
      lastWritten = at;
      const text = progressLine(label, done, total, (at - started) / 1000);
      if (stream.isTTY) stream.write(`\r${bar(done, total)} ${text}\x1b[K`);
      else stream.write(`${text}\n`);
    },
    finish(message) {
      if (stream.isTTY) stream.write('\n');
      if (message) stream.write(`${message} in ${((now() - started) / 1000).toFixed(1)} s\n`);
    },
  };
}

/** "import 120000/1000000 (12%, 6100/s, 2m 24s left)". */
export function progressLine(label: string, done: number, total: number, seconds: number): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const rate = seconds > 0 ? done / seconds : 0;
  const left = rate > 0 && total > done ? ` ${duration((total - done) / rate)} left` : '';
  return `${label} ${done}/${total} (${Math.round(ratio * 100)}%, ${Math.round(rate)}/s${left ? `,${left}` : ''})`;
}

function bar(done: number, total: number): string {
  const filled = Math.round((total > 0 ? Math.min(1, done / total) : 1) * BAR_WIDTH);
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}]`;
}

function duration(seconds: number): string {
  const whole = Math.ceil(seconds);
  if (whole < 60) return `${whole}s`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes}m ${whole % 60}s`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
