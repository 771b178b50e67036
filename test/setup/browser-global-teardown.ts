import { rm } from 'node:fs/promises';

export default async function globalTeardown(): Promise<void> {
  const dataDir = (globalThis as { __rollcallSeededDemoDir?: string }).__rollcallSeededDemoDir;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}
