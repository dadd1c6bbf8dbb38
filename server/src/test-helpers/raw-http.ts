import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  /** Header names lower-cased; the last value wins. */
  headers: Record<string, string>;
  body: string;
}

/** The port a server listens on (`app.listen({ port: 0 })` first). */
export function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('serveur sans adresse');
  return address.port;
}

/** The answer read so far, or null while it is incomplete (by its Content-Length, or its last chunk). */
function parse(raw: Buffer): RawResponse | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.subarray(end + 4);
  const length = headers['content-length'];
  if (length !== undefined && body.length < Number(length)) return null;
  if (
    headers['transfer-encoding'] === 'chunked' &&
    !body.includes('\r\n0\r\n\r\n') &&
    !body.subarray(0, 5).equals(Buffer.from('0\r\n\r\n'))
  ) {
    return null;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/**
 * Sends one HTTP/1.1 request written by hand: the request target goes out byte for byte (`/\x`,
 * `//x`, absolute forms, bytes a URL parser would fix), which neither `inject` nor fetch allow.
 * Resolves with the answer as soon as it is complete (whether or not the server keeps the
 * connection open), or rejects if none came within `timeoutMs`.
 */
export function rawRequest(
  port: number,
  target: string | Buffer,
  {
    method = 'GET',
    headers = {},
    timeoutMs = 5_000,
  }: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`aucune réponse en ${timeoutMs} ms`));
    }, timeoutMs);
    const finish = (response: RawResponse) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(response);
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const response = parse(received);
      if (response) finish(response);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      reject(new Error(`réponse incomplète : ${JSON.stringify(received.toString('latin1'))}`));
    });
    const head = Object.entries({ host: 'portail.test', connection: 'close', ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        typeof target === 'string' ? Buffer.from(target, 'latin1') : target,
        Buffer.from(` HTTP/1.1\r\n${head}\r\n`),
      ]),
    );
  });
}
