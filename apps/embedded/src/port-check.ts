import net from 'node:net';

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `Port ${port} is already in use. Stop whatever is using it, or start Rollcall on another port, e.g. PORT=${port + 1} npm start`,
    );
  }
}

/** Fails fast with a clear message, before PostgreSQL starts, when the HTTP port is taken. */
export async function assertPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' || error.code === 'EACCES' ? new PortInUseError(port) : error),
    );
    server.listen(port, host, () => server.close(() => resolve()));
  });
}
