// `node test/support/health-poller.mjs <port>`: asks GET /api/health every 25 ms until its stdin
// closes, then prints each answer's latency in milliseconds as a JSON array. A process of its own,
// so what it measures is the server's event loop, not the test runner's (whose heap and garbage
// collection are far larger than a small client's).
import http from 'node:http';

const port = Number(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const latencies = [];
let done = false;
process.stdin.on('end', () => (done = true)).resume();

function askHealth() {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
        response.resume();
        response.on('end', resolve);
      })
      .on('error', reject);
  });
}

// The child has started before its first ask: the loop runs at least once.
do {
  const started = performance.now();
  await askHealth();
  latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 25));
} while (!done);
agent.destroy();
process.stdout.write(JSON.stringify(latencies));
