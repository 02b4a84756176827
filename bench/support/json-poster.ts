// JSON POSTs over one kept-alive connection with node:http. The door's load generator shares the
// machine's two cores with the server, and fetch cost it about 700 µs of CPU a scan: what the generator
// spends, the server under test cannot.
import http from 'node:http';

export interface JsonAnswer {
  status: number;
  body: string;
}

/** Posts JSON to `baseUrl` over one connection it keeps open, one request at a time, as one scanner does. */
export function jsonPoster(
  baseUrl: string,
): (path: string, headers: Record<string, string>, body: unknown) => Promise<JsonAnswer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(baseUrl);
  const post = (path: string, headers: Record<string, string>, body: unknown): Promise<JsonAnswer> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const request = http.request(
        {
          hostname,
          port,
          path,
          method: 'POST',
          agent,
          headers: {
            ...headers,
            'Content-Type': 'application/json',
            Accept: 'application/json',
            'Content-Length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // The server closes a connection idle for 5 s; one it closed just as this request went out was
        // reset before the server read the request, so sending it again on a new one is safe.
        if (request.reusedSocket && error.code === 'ECONNRESET') resolve(post(path, headers, body));
        else reject(error);
      });
      request.end(payload);
    });
  return post;
}
