// The live progress bar of `rollcall employees import` (and `schedule import`) on a terminal, drawn with ink. Loaded only when standard
// output is a TTY, so pipes, CI logs and tests never start ink.

import { createElement } from 'react';

export interface ProgressView {
  update(done: number, total: number, refused: number): void;
  stop(): void;
}

const WIDTH = 30;

export function progressLine(done: number, total: number, refused: number): string {
  const filled = total === 0 ? WIDTH : Math.round((done / total) * WIDTH);
  const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
  return `Importing ${bar} ${done}/${total}${refused ? `  refused ${refused}` : ''}`;
}

export async function inkProgress(
  stdout: NodeJS.WriteStream,
  line: (done: number, total: number, refused: number) => string = progressLine,
): Promise<ProgressView> {
  const { render, Text } = await import('ink');
  const view = (done: number, total: number, refused: number) =>
    createElement(Text, { color: refused ? 'yellow' : 'green' }, line(done, total, refused));
  const instance = render(view(0, 0, 0), { stdout, patchConsole: false, exitOnCtrlC: false });
  return {
    update: (done, total, refused) => instance.rerender(view(done, total, refused)),
    stop: () => instance.unmount(),
  };
}
