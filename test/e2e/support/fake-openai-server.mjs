// An OpenAI-compatible chat completions server for the e2e app (OPENAI_BASE_URL points here), so the
// e2e key never reaches a real provider. Tests script the next answers with POST /__script
// ([{ status?, content?, delayMs? }]); with no script it answers 500, so an unscripted run fails visibly.
import http from 'node:http';

export async function startFakeOpenAi() {
  const queue = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.url === '/__script') {
        queue.push(...JSON.parse(raw || '[]'));
        res.writeHead(204).end();
        return;
      }
      const answer = queue.shift() ?? { status: 500 };
      const status = answer.status ?? 200;
      const body =
        status === 200
          ? {
              id: 'chatcmpl-e2e',
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: 'fake-e2e-model',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: answer.content, refusal: null },
                  finish_reason: 'stop',
                },
              ],
              usage: { prompt_tokens: 100, completion_tokens: 400, total_tokens: 500 },
            }
          : { error: { message: `status ${status}` } };
      setTimeout(
        () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        answer.delayMs ?? 0,
      );
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}
