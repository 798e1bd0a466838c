import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small OpenAI-compatible HTTP server (POST /v1/chat/completions) so tests drive the real openai
 * SDK: each request takes the next scripted answer, or `fallback` once the script is used up.
 */
export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** The assistant message content (a string, usually JSON); ignored when `body` is given. */
  content?: string;
  body?: unknown;
  delayMs?: number;
  finishReason?: string;
  /** Refuse requests whose response_format is json_schema (an older compatible server). */
  rejectJsonSchema?: boolean;
  /** Never answer: a model call still in flight when its worker dies. */
  hang?: boolean;
}

export interface FakeOpenAi {
  url: string;
  requests: { response_format?: { type: string }; messages: { role: string; content: string }[] }[];
  script(...answers: FakeAnswer[]): void;
  fallback: FakeAnswer;
  close(): Promise<void>;
}

export function completion(content: string, finishReason = 'stop') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason }],
    usage: { prompt_tokens: 120, completion_tokens: 480, total_tokens: 600 },
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeAnswer[] = [];
  const fake: FakeOpenAi = {
    url: '',
    requests: [],
    fallback: { content: JSON.stringify(goodReply()) },
    script: (...answers) => queue.push(...answers),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as FakeOpenAi['requests'][number];
      fake.requests.push(body);
      const answer = queue.shift() ?? fake.fallback;
      if (answer.hang) return;
      const send = () => {
        if (res.destroyed) return;
        if (answer.rejectJsonSchema && body.response_format?.type === 'json_schema') {
          res.writeHead(400, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              error: { message: 'response_format json_schema is not supported', type: 'invalid_request_error' },
            }),
          );
          return;
        }
        const status = answer.status ?? 200;
        res.writeHead(status, { 'content-type': 'application/json', ...answer.headers });
        res.end(
          JSON.stringify(
            answer.body ??
              (status === 200
                ? completion(answer.content ?? '', answer.finishReason)
                : { error: { message: `status ${status}` } }),
          ),
        );
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  server.closeAllConnections?.();
  return fake;
}

/** A good SPEC §7 reply: five real London-area places with 5-decimal coordinates. */
export function goodReply(title = 'Notting Hill', year: number | null = 1999) {
  const place = (name: string, latitude: number, longitude: number, city = 'London') => ({
    name,
    description: `${name} in ${city}.`,
    scene_description: `A scene of ${title} was filmed at ${name}.`,
    address: `${name}, ${city}`,
    city,
    state: 'England',
    country: 'United Kingdom',
    latitude,
    longitude,
    image_url: null,
    kind: 'filmed' as string,
    precision: 'exact' as string | null,
    confidence: 0.8,
  });
  return {
    movie: {
      title,
      year,
      director: 'Roger Michell',
      description: 'A bookseller meets a film star.\n\nThey fall in love.\n\nIt is complicated.',
      genres: ['Romance', 'Comedy'],
      poster_url: null,
      backdrop_url: null,
      imdb_id: null,
    },
    locations: [
      place('Portobello Road Market', 51.51723, -0.20577),
      place('The Travel Bookshop', 51.51531, -0.20446),
      place('Rosmead Gardens', 51.51344, -0.20648),
      place('The Ritz London', 51.50706, -0.14149),
      place('Kenwood House', 51.57122, -0.16771),
    ],
  };
}
