// `rollcall holidays generate`: the New Zealand public holidays of a year and region (Mondayised), through the
// gateway's GET /api/holidays/generate; with --apply, adds the ones not already there (POST /api/holidays/generate)
// and prints what was added and skipped. Needs `rollcall login` first (holiday permissions).

import { ApiError, type GeneratedHolidayRow, type HolidayRow } from '@rollcall/api-client';
import type { Command } from 'commander';
import { EXIT, UsageError, createApi, describeFailure, processIo, resolveUrl, runsWith, type CliIo } from '../api.js';
import { SessionStore } from '../session/session-store.js';
import { type TextColumn, textTable } from '../text-table.js';

export interface HolidaysGenerateOptions {
  year?: string;
  region?: string;
  apply?: boolean;
  url?: string;
  json?: boolean;
}

/** The generator's refusals that mean the command line is wrong (exit 2), not that the server failed. */
const USAGE_CODES = new Set(['badYear', 'badRegion']);

export function registerHolidaysCommand(program: Command, io: CliIo = processIo()): Command {
  const holidays = program.command('holidays').description('public holidays');
  const generate = holidays
    .command('generate')
    .description('the New Zealand public holidays of a year and region; --apply adds them')
    .option('--year <year>', 'the year, e.g. 2027 (required)')
    .option(
      '--region <region>',
      "the region for its anniversary day, e.g. Auckland, Wellington, Hawke's Bay (required)",
    )
    .option('--apply', 'add the holidays not already there')
    .option('--url <url>', 'the gateway (default: $ROLLCALL_URL, the signed-in URL, http://localhost:3000)')
    .option('--json', 'print the raw answer');
  runsWith<HolidaysGenerateOptions>(generate, io, (options) => generateHolidays(options, io));
  return holidays;
}

/** The year and region the options name; a UsageError when they do not. */
export function generateQuery(options: HolidaysGenerateOptions): { year: number; region: string } {
  const yearText = options.year?.trim();
  if (!yearText) throw new UsageError('--year is required');
  if (!/^\d{4}$/.test(yearText)) throw new UsageError(`--year must be a year such as 2027 (got "${options.year}")`);
  const region = options.region?.trim();
  if (!region) throw new UsageError('--region is required');
  return { year: Number(yearText), region };
}

export async function generateHolidays(options: HolidaysGenerateOptions, io: CliIo): Promise<number> {
  const query = generateQuery(options);
  const store = SessionStore.fromEnv(io.env);
  const session = store.read();
  if (!session) throw new UsageError('not signed in: run rollcall login --email … first');
  const url = resolveUrl(options.url, io.env, session);
  const api = createApi(url, store.tokenStore());
  try {
    const preview = await api.previewNzHolidays({ query });
    if (!options.apply) {
      io.stdout.write(
        options.json ? `${JSON.stringify(preview, null, 2)}\n` : formatPreview(preview.holidays, preview.region),
      );
      return EXIT.ok;
    }
    const sysCodes = preview.holidays.filter((h) => !h.exists).map((h) => h.sysCode);
    const existing = preview.holidays.filter((h) => h.exists);
    const answer =
      sysCodes.length > 0
        ? await api.addNzHolidays({ body: { year: query.year, region: preview.region, sysCodes } })
        : { message: 'success', added: [], skipped: [] };
    const skipped = [...existing, ...answer.skipped];
    io.stdout.write(
      options.json
        ? `${JSON.stringify({ added: answer.added, skipped }, null, 2)}\n`
        : formatApplied(answer.added, skipped),
    );
    return EXIT.ok;
  } catch (error) {
    const code = error instanceof ApiError ? (error.body as { message?: unknown } | undefined)?.message : undefined;
    if (typeof code === 'string' && USAGE_CODES.has(code)) {
      const detail = (error as ApiError & { body: { detail?: string } }).body.detail;
      throw new UsageError(detail ?? code);
    }
    io.stderr.write(`${describeFailure(error, url)}\n`);
    return EXIT.failed;
  }
}

type Line = { name: string; date: string; alterdate: string; sysCode: string | null; note: string };

const COLUMNS: TextColumn<Line>[] = [
  ['Name', (r) => r.name],
  ['Date', (r) => r.date],
  ['Observed', (r) => r.alterdate],
  ['Code', (r) => r.sysCode ?? ''],
  ['Status', (r) => r.note],
];

function table(rows: Line[]): string[] {
  return textTable(COLUMNS, rows);
}

/** The preview: every holiday, those already in the company marked. */
export function formatPreview(holidays: GeneratedHolidayRow[], region: string): string {
  const fresh = holidays.filter((h) => !h.exists).length;
  return [
    ...table(holidays.map((h) => ({ ...h, note: h.exists ? 'already there' : '' }))),
    `${fresh} of ${holidays.length} would be added for ${region} (run again with --apply to add them)`,
    '',
  ].join('\n');
}

/** What --apply did. */
export function formatApplied(added: HolidayRow[], skipped: GeneratedHolidayRow[]): string {
  const rows: Line[] = [
    ...added.map((h) => ({ ...h, sysCode: h.sysCode ?? null, note: 'added' })),
    ...skipped.map((h) => ({ ...h, note: 'skipped (already there)' })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return [...table(rows), `${added.length} added, ${skipped.length} skipped`, ''].join('\n');
}
