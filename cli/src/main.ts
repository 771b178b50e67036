// `rollcall`, the operations CLI: one commander program; each command registers itself from its own file.

import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import { registerCalcCommand } from './commands/calc.command.js';
import { registerEmployeesCommand } from './commands/employees.command.js';
import { registerExceptionsCommand } from './commands/exceptions.command.js';
import { registerHealthCommand } from './commands/health.command.js';
import { registerHolidaysCommand } from './commands/holidays.command.js';
import { registerLeaveCommand } from './commands/leave.command.js';
import { registerLoginCommand } from './commands/login.command.js';
import { registerPayGroupCommand } from './commands/paygroup.command.js';
import { registerPeriodsCommand } from './commands/periods.command.js';
import { registerPunchCommand } from './commands/punch.command.js';
import { registerRecalcCommand } from './commands/recalc.command.js';
import { registerRosterCommand } from './commands/roster.command.js';
import { registerScheduleCommand } from './commands/schedule.command.js';
import { registerTimesheetCommand } from './commands/timesheet.command.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const program = new Command('rollcall').description('Rollcall operations CLI').version(version);

registerHealthCommand(program);
registerLoginCommand(program);
registerPunchCommand(program);
registerCalcCommand(program);
registerRecalcCommand(program);
registerEmployeesCommand(program);
registerHolidaysCommand(program);
registerScheduleCommand(program);
registerExceptionsCommand(program);
registerPeriodsCommand(program);
registerPayGroupCommand(program);
registerRosterCommand(program);
registerLeaveCommand(program);
registerTimesheetCommand(program);

try {
  await program.parseAsync(process.argv);
} catch (error) {
  process.stderr.write(`rollcall: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
