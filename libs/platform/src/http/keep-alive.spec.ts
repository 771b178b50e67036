import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeConnectionsWhenStopping } from './keep-alive.js';

/** A server whose idle connections would stay open ten minutes, with the stopping behaviour under test. */
async function serverWith(
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  graceMs?: number,
): Promise<{ server: Server; port: number }> {
  const server = http.createServer(handler);
  server.keepAliveTimeout = 600_000;
  closeConnectionsWhenStopping(server, graceMs);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** The answer as received: `complete` is false when the connection was cut before its end. */
function get(port: number, agent: http.Agent): Promise<{ status: number; body: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('close', () => resolve({ status: response.statusCode ?? 0, body, complete: response.complete }));
      })
      .on('error', reject);
  });
}

const closed = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('closeConnectionsWhenStopping', () => {
  it('stops once the request in progress is answered, without waiting for its kept-alive connection to time out', async () => {
    let answer: (() => void) | undefined;
    const { server, port } = await serverWith((_request, response) => {
      answer = () => response.end('late');
    });
    const agent = new http.Agent({ keepAlive: true });
    const idle = await serverWith((_request, response) => response.end('ok'));
    // a connection that sits idle before the stop and one whose answer comes after it
    const inProgress = get(port, agent);
    while (!answer) await new Promise((resolve) => setTimeout(resolve, 5));
    const stopping = closed(server);
    answer();
    expect(await inProgress).toEqual({ status: 200, body: 'late', complete: true });
    await stopping;
    agent.destroy();
    await closed(idle.server);
  });

  it('cuts a request still in progress once the grace is over', async () => {
    const { server, port } = await serverWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': open\n\n');
    }, 200);
    const agent = new http.Agent({ keepAlive: true });
    const stream = get(port, agent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await closed(server);
    expect(await stream).toEqual({ status: 200, body: ': open\n\n', complete: false });
    agent.destroy();
  });
});
