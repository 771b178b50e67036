import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter, listPage, type Page, type PageColumn, refusal } from '@rollcall/platform';
import { Between, type DataSource, type EntityManager, In } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { Holiday } from './holiday.entity.js';
import type { HolidayPageQuery } from './holiday-year.query.js';
import { holidayChanged } from './holiday-events.js';
import { alreadyThere, holidayDatesRefusal, holidayYear } from './holiday-rules.js';
import {
  type GeneratedHolidayRow,
  HOLIDAY_ANSWERS,
  type HolidayGenerateAnswer,
  type HolidayPreview,
  type HolidayRow,
} from './holidays.answers.js';
import { type GeneratedHoliday, nzPublicHolidays, nzRegionOf, nzRegionRefusal, nzYearRefusal } from './nz-holidays.js';

const s = ORGANISATION;

export interface HolidayInput {
  id?: string | null;
  name: string;
  date: string;
  alterdate: string;
}

const rowOf = (h: Holiday): HolidayRow => ({
  id: h.id,
  name: h.name,
  date: h.date,
  alterdate: h.alterdate,
  sysCode: h.sysCode,
});

const inYear = (year: number) => Between(`${year}-01-01`, `${year}-12-31`);

/** The holidays table's columns as SQL; a date is searched as shown (DD/MM/YYYY) and as written (YYYY-MM-DD). */
const HOLIDAY_COLUMNS: Record<string, PageColumn> = {
  name: { sql: 'h.name', sortSql: 'lower(h.name)' },
  date: { sql: "concat_ws(' ', to_char(h.date, 'DD/MM/YYYY'), CAST(h.date AS text))", sortSql: 'h.date' },
  alterdate: {
    sql: "concat_ws(' ', to_char(h.alterdate, 'DD/MM/YYYY'), CAST(h.alterdate AS text))",
    sortSql: 'h.alterdate',
  },
};

const isUniqueViolation = (error: unknown): boolean => (error as { code?: string }).code === '23505';

/** Public holidays of a company: list, read, save, delete, and the New Zealand generator's preview and save. */
@Injectable()
export class HolidaysService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  /** By date; `year` keeps the holidays whose calendar date is in that year. */
  async list(companyId: string, year?: number): Promise<HolidayRow[]> {
    const rows = await this.dataSource.getRepository(Holiday).find({
      where: { companyId, ...(year === undefined ? {} : { date: inYear(year) }) },
    });
    return rows.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name)).map(rowOf);
  }

  /** A page of the list (year filter as the list's): sorted and searched in SQL by the table's columns. */
  async page(companyId: string, query: HolidayPageQuery): Promise<Page<HolidayRow>> {
    const builder = this.dataSource
      .getRepository(Holiday)
      .createQueryBuilder('h')
      .where('h.companyId = :companyId', { companyId });
    if (query.year) builder.andWhere('extract(year from h.date) = :year', { year: query.year });
    const { rows, ...page } = await listPage(builder, query, HOLIDAY_COLUMNS, {
      defaultSort: 'h.date',
      tieBreak: 'h.id',
    });
    return { ...page, rows: rows.map(rowOf) };
  }

  /** The years the company has holidays in, latest first (the list's Year filter). */
  async years(companyId: string): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT DISTINCT extract(year from date)::int AS year FROM "${s}".holidays WHERE company_id = $1 ORDER BY year DESC`,
      [companyId],
    )) as { year: number }[];
    return rows.map((row) => row.year);
  }

  async detail(companyId: string, id: string): Promise<HolidayRow> {
    const holiday = await this.dataSource.getRepository(Holiday).findOneBy({ id, companyId });
    if (!holiday) throw refusal(HOLIDAY_ANSWERS, 'notFound');
    return rowOf(holiday);
  }

  async save(companyId: string, input: HolidayInput): Promise<string> {
    const problem = holidayDatesRefusal(input.date, input.alterdate);
    if (problem) throw refusal(HOLIDAY_ANSWERS, problem);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const repo = manager.getRepository(Holiday);
        const holiday = input.id
          ? await repo.findOne({ where: { id: input.id, companyId }, lock: { mode: 'pessimistic_write' } })
          : repo.create({ companyId, sysCode: null });
        if (!holiday) throw refusal(HOLIDAY_ANSWERS, 'notFound');
        if (await this.nameTaken(manager, companyId, input.name, input.date, holiday.id)) {
          throw refusal(HOLIDAY_ANSWERS, 'exist');
        }
        Object.assign(holiday, { name: input.name, date: input.date, alterdate: input.alterdate });
        const saved = await repo.save(holiday);
        await this.events.write(manager, [holidayChanged(saved)]);
        return saved.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw refusal(HOLIDAY_ANSWERS, 'exist');
      throw error;
    }
  }

  /** Deletes all the given holidays or none (an id of another company: 404). System holidays may be deleted. */
  async delete(companyId: string, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.dataSource.transaction(async (manager) => {
      const holidays = await manager.getRepository(Holiday).find({
        where: { id: In(unique), companyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (holidays.length !== unique.length) throw refusal(HOLIDAY_ANSWERS, 'notFound');
      await manager.getRepository(Holiday).delete({ id: In(unique), companyId });
      await this.events.write(
        manager,
        holidays.map((h) => holidayChanged(h, true)),
      );
    });
  }

  /** What the New Zealand generator would add for the year and region, each marked when already there. */
  async preview(companyId: string, year: number, region: string): Promise<HolidayPreview> {
    const generated = this.generate(year, region);
    const existing = await this.dataSource.getRepository(Holiday).findBy({ companyId, date: inYear(year) });
    return {
      year,
      region: nzRegionOf(region) ?? region,
      holidays: generated.map((h) => ({ ...h, exists: alreadyThere(h, existing) })),
    };
  }

  /**
   * Adds the selected generated holidays (by system code) with their system codes; ones already there are skipped
   * and reported. A code the generator does not produce for that year and region is refused.
   */
  async addGenerated(
    companyId: string,
    year: number,
    region: string,
    sysCodes: string[],
  ): Promise<HolidayGenerateAnswer> {
    const generated = this.generate(year, region);
    const unknown = sysCodes.filter((code) => !generated.some((h) => h.sysCode === code));
    if (unknown.length > 0) {
      throw new BadRequestException({
        message: 'unknownSysCode',
        detail: `Not a holiday of ${year} for ${region}: ${unknown.join(', ')}.`,
      });
    }
    const selected = generated.filter((h) => sysCodes.includes(h.sysCode));
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT id FROM "${s}".companies WHERE id = $1 FOR UPDATE`, [companyId]);
      const existing = await manager.getRepository(Holiday).findBy({ companyId, date: inYear(year) });
      const added: HolidayRow[] = [];
      const skipped: GeneratedHolidayRow[] = [];
      for (const h of selected) {
        if (alreadyThere(h, existing)) {
          skipped.push({ ...h, exists: true });
          continue;
        }
        const saved = await manager
          .getRepository(Holiday)
          .save(manager.getRepository(Holiday).create({ companyId, ...h }));
        existing.push(saved);
        added.push(rowOf(saved));
        await this.events.write(manager, [holidayChanged(saved)]);
      }
      return { message: 'success', added, skipped };
    });
  }

  private generate(year: number, region: string): GeneratedHoliday[] {
    const yearProblem = nzYearRefusal(year);
    if (yearProblem) throw new BadRequestException({ message: 'badYear', detail: yearProblem });
    const regionProblem = nzRegionRefusal(region);
    if (regionProblem) throw new BadRequestException({ message: 'badRegion', detail: regionProblem });
    return nzPublicHolidays(year, region);
  }

  private async nameTaken(
    manager: EntityManager,
    companyId: string,
    name: string,
    date: string,
    id: string | undefined,
  ): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${s}".holidays WHERE company_id = $1 AND lower(name) = lower($2)
          AND EXTRACT(YEAR FROM date) = $3 AND ($4::uuid IS NULL OR id <> $4::uuid)`,
      [companyId, name, holidayYear(date), id ?? null],
    )) as unknown[];
    return rows.length > 0;
  }
}
