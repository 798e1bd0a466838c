// The reference of the throughput benches: node:http in its own process, answering every request
// with the same bytes (and content type) the app answered, so app ÷ bare is the share of this
// machine's HTTP ceiling the app reaches, whatever else runs on it.
import { spawn } from 'node:child_process';
import { load } from './load.mjs';

export function startBareServer(port, body, contentType) {
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY, 'base64');
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': process.env.CONTENT_TYPE, 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => process.stdout.write('ready'));`;
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BODY: body.toString('base64'), CONTENT_TYPE: contentType },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve) => {
    child.stdout.once('data', () =>
      resolve({
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill();
          }),
      }),
    );
  });
}

/**
 * The app against the bare server for one path: the app's answer is fetched once, the bare server
 * answers its bytes, and each is warmed up, then loaded for `duration` s, one after the other.
 * Returns the body's size, both autocannon results and app ÷ bare.
 */
export async function appAgainstBare({ base, path, barePort, connections, duration, warmUpSeconds = duration }) {
  const url = `${base}${path}`;
  const sample = await fetch(url);
  if (!sample.ok) throw new Error(`${url} answered ${sample.status}`);
  const body = Buffer.from(await sample.arrayBuffer());
  const bare = await startBareServer(barePort, body, sample.headers.get('content-type'));
  try {
    const bareUrl = `http://127.0.0.1:${barePort}${path}`;
    await load({ url: bareUrl, connections, duration: warmUpSeconds });
    const reference = await load({ url: bareUrl, connections, duration });
    await load({ url, connections, duration: warmUpSeconds });
    const product = await load({ url, connections, duration });
    return { bytes: body.length, product, reference, ratio: product.requests.average / reference.requests.average };
  } finally {
    await bare.stop();
  }
}
