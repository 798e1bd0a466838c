// autocannon runs for the benches: a failed or non-2xx answer fails the run, so a figure is never
// the speed of an error page.
import autocannon from 'autocannon';

export function load(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => {
      const name = options.url;
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else resolve(result);
    });
  });
}

export function reqPerSecond(result) {
  return `${Math.round(result.requests.average).toLocaleString('en').padStart(7)} req/s (p99 ${result.latency.p99} ms)`;
}
