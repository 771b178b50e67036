// `rollcall schedule import FILE [--dry-run]`: sends an .xlsx or .xls in the schedule import template (docs/api.md
// "Schedule import") to the gateway, with the upload's progress on a terminal, and prints the rows imported and
// every refused row with its reason. Needs `rollcall login` first (schedule update permission).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ScheduleImportAnswer } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, describeFailure, processIo, resolveUrl, runsWithArgument, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { inkProgress, type ProgressView } from './employees-progress.js';
import { formatScheduleReport, uploadLine } from './schedule-import-report.js';
import { uploadScheduleFile } from './schedule-upload.js';

export interface ScheduleImportOptions {
  dryRun?: boolean;
  json?: boolean;
  url?: string;
}

export function registerScheduleCommand(program: Command, io: CliIo = processIo()): Command {
  const schedule = program.command('schedule').description('employees’ schedules');
  const importCommand = schedule
    .command('import')
    .description('import schedule days from an .xlsx or .xls in the import template (docs/api.md)')
    .argument('<file>', 'the workbook')
    .option('--dry-run', 'check every row on the server, write nothing')
    .option('--json', 'print the server’s answer as JSON')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)');
  runsWithArgument(importCommand, io, (options: ScheduleImportOptions, file?: string) =>
    importSchedule(file ?? '', options, io),
  );
  return schedule;
}

export async function importSchedule(file: string, options: ScheduleImportOptions, io: CliIo): Promise<number> {
  if (!file.trim()) throw new UsageError('give the .xlsx or .xls file to import');
  if (!/\.xlsx?$/i.test(file)) throw new UsageError(`${file}: the file must be an .xlsx or .xls workbook`);
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  const bytes = await readWorkbook(file);

  const tty = (io.stdout as { isTTY?: boolean }).isTTY === true && !options.json;
  let progress: ProgressView | null = null;
  if (tty) progress = await inkProgress(io.stdout as NodeJS.WriteStream, (sent, total) => uploadLine(sent, total));
  else if (!options.json) io.stdout.write(`Uploading ${path.basename(file)} (${Math.ceil(bytes.length / 1024)} kB)…\n`);
  let answer: ScheduleImportAnswer;
  try {
    answer = await uploadScheduleFile({
      url,
      accessToken: session.accessToken,
      fileName: path.basename(file),
      bytes,
      dryRun: options.dryRun === true,
      ...(progress ? { onProgress: (sent: number, total: number) => progress?.update(sent, total, 0) } : {}),
    });
  } catch (error) {
    progress?.stop();
    io.stderr.write(`rollcall schedule import: ${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
  progress?.stop();
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : formatScheduleReport(answer));
  return answer.refused.length ? EXIT.failed : EXIT.ok;
}

async function readWorkbook(file: string): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : String(code ?? error);
    throw new UsageError(`${file}: cannot read it: ${why}`);
  }
}
