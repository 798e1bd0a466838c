// The reference of the throughput benches: node:http in its own process, answering every request
// with the same bytes (and content type) the app answered, so app ÷ bare is the share of this
// machine's HTTP ceiling the app reaches, whatever else runs on it.
import { spawn } from 'node:child_process';

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
