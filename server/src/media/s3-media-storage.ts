import { createHash, createHmac } from 'node:crypto';
import type { S3Config } from '../config/app-config.js';
import type { MediaStorage } from './media-storage.port.js';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * An S3-compatible bucket (AWS S3, MinIO, R2…) spoken to with plain HTTP and Signature Version 4,
 * path-style (`endpoint/bucket/key`). Three calls are all the port needs, so no SDK is pulled in.
 */
export class S3MediaStorage implements MediaStorage {
  readonly kind = 's3';
  private readonly base: URL;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = new URL(config.endpoint.endsWith('/') ? config.endpoint : `${config.endpoint}/`);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    let response = await this.send('PUT', this.objectUrl(key), bytes, { 'content-type': contentType });
    // A fresh MinIO (docker-compose's s3 profile) has no bucket yet: make it once, then retry.
    if (response.status === 404 && (await response.clone().text()).includes('NoSuchBucket')) {
      const created = await this.send('PUT', new URL(encodeURIComponent(this.config.bucket), this.base));
      if (!created.ok && created.status !== 409) throw await s3Error('CREATE BUCKET', this.config.bucket, created);
      response = await this.send('PUT', this.objectUrl(key), bytes, { 'content-type': contentType });
    }
    if (!response.ok) throw await s3Error('PUT', key, response);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', this.objectUrl(key));
    if (response.status === 404) return null;
    if (!response.ok) throw await s3Error('GET', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  async deletePrefix(prefix: string): Promise<void> {
    for (const key of await this.list(prefix)) {
      const response = await this.send('DELETE', this.objectUrl(key));
      if (!response.ok && response.status !== 404) throw await s3Error('DELETE', key, response);
    }
  }

  /** ListObjectsV2 (a photo has a handful of files, so one page is plenty; more pages are followed anyway). */
  private async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const url = new URL(`${encodeURIComponent(this.config.bucket)}`, this.base);
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const response = await this.send('GET', url);
      if (!response.ok) throw await s3Error('LIST', prefix, response);
      const xml = await response.text();
      keys.push(...[...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => decodeXml(match[1])));
      token = /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1];
    } while (token);
    return keys;
  }

  private objectUrl(key: string): URL {
    const path = [this.config.bucket, ...key.split('/')].map(encodeURIComponent).join('/');
    return new URL(path, this.base);
  }

  private send(method: string, url: URL, body?: Buffer, headers: Record<string, string> = {}): Promise<Response> {
    const signed = signV4(this.config, method, url, body ?? Buffer.alloc(0), headers, new Date());
    return this.fetchImpl(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined });
  }
}

/** AWS Signature Version 4 for one request: the headers to send (host, date, payload hash, authorization). */
export function signV4(
  config: Pick<S3Config, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  method: string,
  url: URL,
  body: Buffer,
  extraHeaders: Record<string, string>,
  now: Date,
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(extraHeaders).map(([name, value]) => [name.toLowerCase(), value])),
    host: url.host,
    'x-amz-content-sha256': sha256(body),
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const query = [...url.searchParams.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = names.map((name) => `${name}:${headers[name].trim()}\n`).join('');
  const canonicalRequest = [
    method,
    url.pathname,
    query,
    canonicalHeaders,
    names.join(';'),
    headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${config.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = ['s3', 'aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(`AWS4${config.secretAccessKey}`, day), config.region),
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${config.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

async function s3Error(operation: string, key: string, response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? response.statusText;
  return new Error(`S3 ${operation} ${key} failed: ${response.status} ${code}`);
}
