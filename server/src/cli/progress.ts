/**
 * A one-line progress bar for long CLI commands. On a terminal it redraws in place; in a
 * log (CI, docker) it prints a line every `logEvery` percent instead of flooding it.
 */
export interface Progress {
  update(done: number, total?: number): void;
  finish(message?: string): void;
}

export function createProgress(label: string, stream: NodeJS.WriteStream = process.stderr, logEvery = 10): Progress {
  const started = Date.now();
  let total = 0;
  let lastLogged = -1;
  const line = (done: number) => {
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    return { ratio, text: `${label} ${done}/${total} (${Math.round(ratio * 100)}%, ${rate}/s)` };
  };
  return {
    update(done, newTotal) {
      if (newTotal !== undefined) total = newTotal;
      const { ratio, text } = line(done);
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round(ratio * width);
        stream.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${text}`);
        return;
      }
      const step = Math.floor((ratio * 100) / logEvery);
      if (step !== lastLogged) {
        lastLogged = step;
        stream.write(`${text}\n`);
      }
    },
    finish(message) {
      if (stream.isTTY) stream.write('\n');
      if (message) stream.write(`${message} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    },
  };
}
