import net from 'node:net';
import { ephemeralPortRange, freePort, isPortFree } from './free-port.js';

async function listenOn(port: number): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return server;
}

describe('freePort', () => {
  it('picks a port outside the range outgoing connections take their local ports from, and one can listen on it', async () => {
    const [low, high] = ephemeralPortRange();
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      expect(port < low || port > high).toBe(true);
      const server = await listenOn(port);
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('finds a pair of consecutive free ports when asked for one (a Kafka broker and its controller)', async () => {
    const port = await freePort({ pair: true });
    const servers = [await listenOn(port), await listenOn(port + 1)];
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
  });

  it('tells a port in use from a free one', async () => {
    const port = await freePort();
    const server = await listenOn(port);
    expect(await isPortFree(port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await isPortFree(port)).toBe(true);
  });
});
