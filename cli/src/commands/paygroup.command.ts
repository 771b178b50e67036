// `rollcall paygroup preview --pay-group NAME --rules FILE [--json]`: the pay group form's what-if preview from the
// command line (POST /api/pay-periods/preview): the last closed period and the current one recomputed under the
// rules in FILE (the engine's PayGroupRules as JSON), in memory on the server; nothing is stored or published.
// Needs `rollcall login` first (pay group update permission: an Admin).
//
// Exit codes: 0 done; 1 the server refused (rules it would not take, among them) or could not be reached; 2 the
// command line is wrong (no such pay group, a rules file that is not JSON).

import { readFileSync } from 'node:fs';
import type { PayGroupPreviewAnswer, PreviewLineAnswer, RollcallApi } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, processIo, runsWith, type CliIo } from '../api.js';
import { textTable, type TextColumn } from '../text-table.js';
import { withApi } from './periods.command.js';
import { counted } from '../counted.js';

export interface PayGroupPreviewOptions {
  payGroup?: string;
  rules?: string;
  url?: string;
  json?: boolean;
}

/** Lines asked for a page: the server's largest. */
const PAGE_SIZE = 500;

export function registerPayGroupCommand(program: Command, io: CliIo = processIo()): Command {
  const paygroup = program.command('paygroup').description('pay groups: what a change of their rules would pay');
  runsWith<PayGroupPreviewOptions>(
    paygroup
      .command('preview')
      .description('the last closed period and the current one under other rules: before, after and the difference')
      .requiredOption('--pay-group <name>', 'the pay group, by name')
      .requiredOption('--rules <file>', "a JSON file of the pay group's rules as the engine takes them (PayGroupRules)")
      .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)')
      .option('--json', 'print the whole answer, every line'),
    io,
    (options) => withApi(options, io, preview),
  );
  return program;
}

function rulesIn(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read --rules ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError(`--rules ${file} is not JSON`);
  }
}

async function preview(options: PayGroupPreviewOptions, api: RollcallApi, io: CliIo): Promise<number> {
  const rules = rulesIn(options.rules ?? '');
  const name = (options.payGroup ?? '').trim().toLowerCase();
  const group = (await api.getPayGroups()).find((g) => g.name.trim().toLowerCase() === name);
  if (!group) throw new UsageError(`no pay group named ${options.payGroup ?? ''}`);
  const ask = (page: number) =>
    api.previewPayGroup({
      body: { payGroupId: group.id, rules: rules as Record<string, unknown>, page, pageSize: PAGE_SIZE },
    });
  const first = await ask(1);
  const rows = [...first.rows];
  for (let page = 2; rows.length < first.total; page += 1) rows.push(...(await ask(page)).rows);
  const answer: PayGroupPreviewAnswer = { ...first, page: 1, pageSize: rows.length, rows };
  io.stdout.write(options.json ? `${JSON.stringify(answer, null, 2)}\n` : formatPreview(group.name, answer));
  return EXIT.ok;
}

const hours = (n: number) => n.toFixed(2);
const signed = (n: number) => `${n > 0 ? '+' : ''}${n.toFixed(2)}`;

/** What the change costs, where pay rates are known. */
function costLine(answer: PayGroupPreviewAnswer): string {
  const without = answer.employeesWithoutRate;
  const unknown = `${without} employee${without === 1 ? ' has' : 's have'} no pay rate`;
  if (answer.costChange === null) return `Cost change unknown: ${unknown}.`;
  const known = `from ${hours(answer.costBefore ?? 0)} to ${hours(answer.costAfter ?? 0)}`;
  return `Cost change ${signed(answer.costChange)} (${known})${without > 0 ? `; ${unknown}, not costed` : ''}.`;
}

/** The periods, the counts and the cost change, then the lines whose pay changes (the unchanged ones are counted). */
export function formatPreview(name: string, answer: PayGroupPreviewAnswer): string {
  const periods = answer.periods
    .map((p) => `${p.periodCode} (${p.fromDate} to ${p.toDate}, ${p.closed ? 'closed' : 'current'})`)
    .join(' and ');
  const changed = answer.rows.filter((r) => r.difference !== 0);
  const head = [
    `${name}: ${periods}, ${counted(answer.employees, 'employee')}.`,
    `${answer.changed} of ${answer.total} lines change.`,
    costLine(answer),
  ];
  if (changed.length === 0) return `${head.join('\n')}\n`;
  const columns: TextColumn<PreviewLineAnswer>[] = [
    ['Employee', (r) => `${r.firstName} ${r.lastName}`],
    ['Period', (r) => r.periodCode],
    ['Pay Type', (r) => r.payTypeCode],
    ['Before', (r) => hours(r.before)],
    ['After', (r) => hours(r.after)],
    ['Difference', (r) => signed(r.difference)],
    ['Cost', (r) => (r.costChange === null ? '-' : signed(r.costChange))],
  ];
  return [...head, '', ...textTable(columns, changed), ''].join('\n');
}
