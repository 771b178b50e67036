// Asks for a password on the terminal without echoing it: the terminal goes into raw mode for the answer, so the
// keys are read one by one and nothing is printed back.

export interface TerminalInput {
  isTTY?: boolean;
  setRawMode?(mode: boolean): unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  on(event: 'data', listener: (chunk: string | Buffer) => void): unknown;
  removeListener(event: 'data', listener: (chunk: string | Buffer) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

export interface TerminalOutput {
  write(text: string): unknown;
}

/** The person pressed Ctrl-C or Ctrl-D instead of answering. */
export class PromptCancelledError extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'PromptCancelledError';
  }
}

/** Whether `input` is a terminal we can switch to raw mode. */
export function canPrompt(input: TerminalInput): boolean {
  return input.isTTY === true && typeof input.setRawMode === 'function';
}

export function promptHidden(question: string, input: TerminalInput, output: TerminalOutput): Promise<string> {
  if (!canPrompt(input)) return Promise.reject(new Error('There is no terminal to ask for the password on.'));
  output.write(question);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  return new Promise<string>((resolve, reject) => {
    let answer = '';
    const finish = (error: Error | null) => {
      input.removeListener('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: string | Buffer) => {
      for (const char of String(chunk)) {
        if (char === '\r' || char === '\n') return finish(null);
        if (char === '\u0003' || (char === '\u0004' && answer === '')) return finish(new PromptCancelledError());
        if (char === '\u007f' || char === '\b') answer = [...answer].slice(0, -1).join('');
        else if (char === '\u0015')
          answer = ''; // Ctrl-U
        else if (char >= ' ') answer += char;
      }
    };
    input.on('data', onData);
    input.resume();
  });
}
