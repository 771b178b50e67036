import { readFileSync } from 'node:fs';
import net from 'node:net';

const DEFAULT_EPHEMERAL: readonly [number, number] = [32768, 60999];
const LOWEST = 10000;
const ATTEMPTS = 200;

/**
 * The kernel's range for the local ports of outgoing connections (Linux's ip_local_port_range). A listening port
 * the OS picked (port 0) comes from this range too, so any Kafka or PostgreSQL connection opened meanwhile can take
 * it before the process that was told to listen on it does: the flow tier's services then died with EADDRINUSE.
 */
export function ephemeralPortRange(): readonly [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low !== undefined && high !== undefined && Number.isInteger(low) && Number.isInteger(high) && low <= high) {
      return [low, high];
    }
  } catch {
    // not Linux: the IANA range most kernels use is the safe guess
  }
  return DEFAULT_EPHEMERAL;
}

/** Whether a server could listen on this port of `host` just now. */
export async function isPortFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The widest stretch of ports outside the ephemeral range, from 10000 up. */
function portsOutsideEphemeral(): readonly [number, number] {
  const [low, high] = ephemeralPortRange();
  const below: [number, number] = [LOWEST, low - 1];
  const above: [number, number] = [high + 1, 65534];
  return below[1] - below[0] >= above[1] - above[0] ? below : above;
}

export interface FreePortOptions {
  host?: string;
  /** also the port after it (a Kafka broker's controller listens there) */
  pair?: boolean;
}

/**
 * A TCP port of `host` (default 127.0.0.1) that was free a moment ago, taken at random outside the ephemeral range,
 * so that no outgoing connection takes it before the caller listens on it.
 */
export async function freePort(options: FreePortOptions = {}): Promise<number> {
  const host = options.host ?? '127.0.0.1';
  const [from, to] = portsOutsideEphemeral();
  for (let attempt = 0; attempt < ATTEMPTS && to > from; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from));
    if ((await isPortFree(port, host)) && (!options.pair || (await isPortFree(port + 1, host)))) return port;
  }
  throw new Error(`found no free ${options.pair ? 'pair of ports' : 'port'} on ${host} from ${from} to ${to}`);
}
