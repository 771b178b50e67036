// `rollcall schedule import FILE [--dry-run]`: sends an .xlsx or .xls in the schedule import template (docs/api.md
// "Schedule import") to the gateway, with the upload's progress on a terminal, and prints the rows imported and
// every refused row with its reason. Needs `rollcall login` first (schedule update permission).

import type { ScheduleImportAnswer } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, processIo, runsWithArgument, type CliIo } from '../api.js';
import { sendImportFile } from './file-upload.js';
import { formatScheduleReport } from './schedule-import-report.js';

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
  const answer = await sendImportFile<ScheduleImportAnswer>(io, 'rollcall schedule import', file, options, {
    path: `/schedule/uploadExl${options.dryRun ? '?dryRun=true' : ''}`,
    part: 'uploadFile',
  });
  if (!answer) return EXIT.failed;
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : formatScheduleReport(answer));
  return answer.refused.length ? EXIT.failed : EXIT.ok;
}
