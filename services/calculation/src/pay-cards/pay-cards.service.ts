import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { eachDate } from '@rollcall/calc-engine';
import {
  type Actor,
  ChangeHistory,
  invalidFields,
  outsideScope,
  peopleScopeCondition,
  peopleScopeOf,
  refusal,
  type SqlRunner,
} from '@rollcall/platform';
import type { DataSource, EntityManager } from 'typeorm';
import { EMPLOYEE_SCOPE_COLUMNS } from '../access/employee-scope.js';
import { CALCULATION } from '../calculation.constants.js';
import { PayPeriodStore } from '../pay-periods/pay-period-store.js';
import { PAY_CARD_ANSWERS, type PayCardAnswer, type PayCardDetailAnswer } from './pay-card.answers.js';
import type { PayCardDetailDeleteRequest, PayCardRequest, PayCardSaveRequest } from './pay-card.requests.js';
import { isJpgOrPdf, type PayCardLine, payCardLines, payCardRefusal } from './pay-card-rules.js';

const s = CALCULATION;

/** An attached file as multer gives it. */
export interface PayCardFile {
  originalname: string;
  buffer: Buffer;
}

interface CardRow {
  id: string;
  description: string | null;
  attachment_name: string | null;
}

interface DetailRow {
  id: string;
  pay_type_id: string;
  pay_type_name: string | null;
  pay_type_code: string | null;
  project_id: string | null;
  units: string;
  eff_units: string | null;
  notes: string | null;
  modified_id: string | null;
  modified_name: string | null;
  manual_add: boolean;
}

/**
 * Pay cards (spec 001 §2 "Pay Card", §7): an employee's manual pay lines for a period. Their units count in the
 * timesheet's pay-type totals (timesheet-read.ts). Every change keeps its history; a closed pay period refuses it.
 */
@Injectable()
export class PayCardsService {
  constructor(
    @InjectDataSource(CALCULATION) private readonly dataSource: DataSource,
    private readonly periods: PayPeriodStore,
    private readonly history: ChangeHistory,
  ) {}

  async get(actor: Actor, input: PayCardRequest): Promise<PayCardAnswer> {
    const employee = await this.employee(this.dataSource, actor, input.employeeId);
    const range = this.range(input);
    return this.answer(this.dataSource.manager, employee, range);
  }

  async save(actor: Actor, input: PayCardSaveRequest, file: PayCardFile | undefined): Promise<PayCardAnswer> {
    const range = this.range(input);
    const { lines, problems } = payCardLines(input);
    if (problems.length) throw invalidFields(problems);
    if (file && !isJpgOrPdf(file.originalname, file.buffer)) throw refusal(PAY_CARD_ANSWERS, 'WrongFileFormat');
    return this.dataSource.transaction(async (manager) => {
      const employee = await this.employee(manager, actor, input.employeeId);
      await this.refuseClosed(manager, employee.id, range);
      await this.knownPayTypes(manager, actor.companyId, lines);
      const cardId = await this.cardFor(manager, actor.companyId, employee.id, range, input.id ?? null);
      const before = await this.snapshot(manager, cardId);
      const stored = await this.details(manager, cardId);
      for (const line of lines) {
        if (line.id && !stored.some((d) => d.id === line.id)) throw refusal(PAY_CARD_ANSWERS, 'noDetail');
      }
      const kept = stored.filter((d) => !lines.some((l) => l.id === d.id));
      const projects = await this.projectsRequired(manager, actor.companyId);
      const refused = payCardRefusal(
        [...kept.map((d) => ({ payTypeId: d.pay_type_id, projectId: d.project_id })), ...lines],
        projects,
      );
      if (refused) throw refusal(PAY_CARD_ANSWERS, refused);
      await this.writeLines(manager, actor, cardId, lines, stored.length);
      await manager.query(
        `UPDATE "${s}".pay_cards SET description = $2, updated_at = now(),
           attachment_name = coalesce($3, attachment_name), attachment_type = coalesce($4, attachment_type),
           attachment = coalesce($5, attachment)
         WHERE id = $1`,
        [
          cardId,
          input.description ?? null,
          file?.originalname ?? null,
          file ? (file.originalname.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'image/jpeg') : null,
          file?.buffer ?? null,
        ],
      );
      await this.history.record(manager, actor, [
        {
          entity: 'payCard',
          entityId: cardId,
          employeeId: employee.id,
          dates: eachDate(range.from, range.to),
          before,
          after: await this.snapshot(manager, cardId),
          reason: input.reason ?? null,
        },
      ]);
      return this.answer(manager, employee, range);
    });
  }

  async deleteDetail(actor: Actor, input: PayCardDetailDeleteRequest): Promise<PayCardAnswer> {
    return this.dataSource.transaction(async (manager) => {
      const [card] = (await manager.query(
        `SELECT id, employee_id, to_char(from_date, 'YYYY-MM-DD') AS "from", to_char(to_date, 'YYYY-MM-DD') AS "to"
           FROM "${s}".pay_cards WHERE id = $1 AND company_id = $2`,
        [input.payCardId, actor.companyId],
      )) as { id: string; employee_id: string; from: string; to: string }[];
      if (!card) throw refusal(PAY_CARD_ANSWERS, 'noPayCard');
      const employee = await this.employee(manager, actor, card.employee_id);
      const range = { from: card.from, to: card.to };
      // the periods first, then the card, in the order a save takes them (a card's employee and dates never change)
      await this.refuseClosed(manager, employee.id, range);
      await manager.query(`SELECT 1 FROM "${s}".pay_cards WHERE id = $1 FOR UPDATE`, [card.id]);
      const detail = (await this.details(manager, card.id)).find((d) => d.id === input.payPayCardDetailId);
      if (!detail) throw refusal(PAY_CARD_ANSWERS, 'noDetail');
      if (!detail.manual_add) throw refusal(PAY_CARD_ANSWERS, 'notManual');
      const before = await this.snapshot(manager, card.id);
      await manager.query(`DELETE FROM "${s}".pay_card_details WHERE id = $1`, [detail.id]);
      await this.history.record(manager, actor, [
        {
          entity: 'payCard',
          entityId: card.id,
          employeeId: employee.id,
          dates: eachDate(range.from, range.to),
          before,
          after: await this.snapshot(manager, card.id),
          reason: input.reason ?? null,
        },
      ]);
      return this.answer(manager, employee, range);
    });
  }

  /** The attached file of the employee's card for the period (the caller reaching them), or null for none. */
  async attachment(actor: Actor, input: PayCardRequest): Promise<{ name: string; type: string; bytes: Buffer } | null> {
    const employee = await this.employee(this.dataSource, actor, input.employeeId);
    const [card] = (await this.dataSource.query(
      `SELECT attachment_name, attachment_type, attachment FROM "${s}".pay_cards
        WHERE employee_id = $1 AND from_date = $2 AND to_date = $3`,
      [employee.id, input.fromDate, input.toDate],
    )) as { attachment_name: string | null; attachment_type: string | null; attachment: Buffer | null }[];
    if (!card?.attachment || !card.attachment_name) return null;
    return {
      name: card.attachment_name,
      type: card.attachment_type ?? 'application/octet-stream',
      bytes: card.attachment,
    };
  }

  private range(input: PayCardRequest): { from: string; to: string } {
    if (input.toDate < input.fromDate)
      throw invalidFields([{ field: 'toDate', message: 'toDate must not be before fromDate' }]);
    if (eachDate(input.fromDate, input.toDate).length > 62)
      throw invalidFields([{ field: 'toDate', message: 'A pay card covers at most 62 days' }]);
    return { from: input.fromDate, to: input.toDate };
  }

  /** The company's employee the caller reaches: noEmployee when none is named or it is not the company's. */
  private async employee(
    runner: SqlRunner,
    actor: Actor,
    employeeId: string | null | undefined,
  ): Promise<{ id: string; name: string }> {
    if (!employeeId) throw refusal(PAY_CARD_ANSWERS, 'noEmployee');
    const scope = peopleScopeOf(actor);
    const params: unknown[] = [employeeId, actor.companyId];
    const [row] = (await runner.query(
      `SELECT e.id, e.first_name || ' ' || e.last_name AS name,
              ${peopleScopeCondition(scope, EMPLOYEE_SCOPE_COLUMNS, params)} AS reached
         FROM "${s}".employees e WHERE e.id = $1 AND e.company_id = $2`,
      params,
    )) as { id: string; name: string; reached: boolean }[];
    if (!row) throw refusal(PAY_CARD_ANSWERS, 'noEmployee');
    if (!row.reached) throw outsideScope(scope);
    return { id: row.id, name: row.name };
  }

  /** periodClosed when a closed period overlaps the card; the periods stay locked until the write commits. */
  private async refuseClosed(manager: EntityManager, employeeId: string, range: { from: string; to: string }) {
    if (await this.periods.anyClosedFor(manager, [employeeId], range.from, range.to, true))
      throw refusal(PAY_CARD_ANSWERS, 'periodClosed');
  }

  /** Each line's pay type: the company's, active, not deleted and not a leave type (leave comes through leave). */
  private async knownPayTypes(manager: EntityManager, companyId: string, lines: readonly PayCardLine[]) {
    if (lines.length === 0) return;
    const rows = (await manager.query(
      `SELECT id FROM "${s}".pay_types
        WHERE company_id = $1 AND id = ANY($2::uuid[]) AND NOT deleted AND active AND NOT is_leave`,
      [companyId, [...new Set(lines.map((l) => l.payTypeId))]],
    )) as { id: string }[];
    const usable = new Set(rows.map((r) => r.id));
    const problems = lines.flatMap((l, i) =>
      usable.has(l.payTypeId)
        ? []
        : [
            {
              field: `payTypeIds[${i}]`,
              message: 'must be an active pay type of the company that is not a leave type',
            },
          ],
    );
    if (problems.length) throw invalidFields(problems);
  }

  /**
   * The card of the employee and period, made when there is none, and locked for this transaction (two saves of
   * one card apply one after the other). An id that is not that card is noPayCard.
   */
  private async cardFor(
    manager: EntityManager,
    companyId: string,
    employeeId: string,
    range: { from: string; to: string },
    id: string | null,
  ): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO "${s}".pay_cards (company_id, employee_id, from_date, to_date) VALUES ($1, $2, $3, $4)
       ON CONFLICT (employee_id, from_date, to_date) DO UPDATE SET updated_at = "${s}".pay_cards.updated_at
       RETURNING id`,
      [companyId, employeeId, range.from, range.to],
    )) as { id: string }[];
    if (!row || (id && id !== row.id)) throw refusal(PAY_CARD_ANSWERS, 'noPayCard');
    return row.id;
  }

  private async projectsRequired(manager: EntityManager, companyId: string): Promise<boolean> {
    const rows = (await manager.query(`SELECT is_calder_stewart FROM "${s}".company_settings WHERE company_id = $1`, [
      companyId,
    ])) as { is_calder_stewart: boolean }[];
    return rows[0]?.is_calder_stewart === true;
  }

  private async writeLines(
    manager: EntityManager,
    actor: Actor,
    cardId: string,
    lines: readonly PayCardLine[],
    firstPosition: number,
  ): Promise<void> {
    let position = firstPosition;
    for (const line of lines) {
      const values = [line.payTypeId, line.projectId, line.units, line.effUnits, line.notes, actor.userId, actor.email];
      if (line.id) {
        await manager.query(
          `UPDATE "${s}".pay_card_details SET pay_type_id = $3, project_id = $4, units = $5, eff_units = $6,
             notes = $7, modified_id = $8, modified_name = $9 WHERE id = $1 AND pay_card_id = $2`,
          [line.id, cardId, ...values],
        );
      } else {
        await manager.query(
          `INSERT INTO "${s}".pay_card_details (pay_card_id, company_id, pay_type_id, project_id, units, eff_units,
             notes, modified_id, modified_name, manual_add, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10)`,
          [cardId, actor.companyId, ...values, position++],
        );
      }
    }
  }

  private async details(runner: SqlRunner, cardId: string): Promise<DetailRow[]> {
    return (await runner.query(
      `SELECT d.id, d.pay_type_id, t.name AS pay_type_name, t.code AS pay_type_code, d.project_id, d.units::text,
              d.eff_units::text, d.notes, d.modified_id, d.modified_name, d.manual_add
         FROM "${s}".pay_card_details d LEFT JOIN "${s}".pay_types t ON t.id = d.pay_type_id
        WHERE d.pay_card_id = $1 ORDER BY d.position, d.id`,
      [cardId],
    )) as DetailRow[];
  }

  /** The card as people read it in its history: description, attachment and each line by pay type code. */
  private async snapshot(manager: EntityManager, cardId: string): Promise<Record<string, unknown> | null> {
    const [card] = (await manager.query(`SELECT description, attachment_name FROM "${s}".pay_cards WHERE id = $1`, [
      cardId,
    ])) as CardRow[];
    const lines = await this.details(manager, cardId);
    if (!card || (lines.length === 0 && card.description === null && card.attachment_name === null)) return null;
    return {
      description: card.description,
      attachment: card.attachment_name,
      lines: lines.map((d) => ({
        payType: d.pay_type_code ?? d.pay_type_id,
        units: Number(d.units),
        effUnits: d.eff_units === null ? null : Number(d.eff_units),
        notes: d.notes,
        ...(d.project_id ? { project: d.project_id } : {}),
      })),
    };
  }

  private async answer(
    runner: EntityManager,
    employee: { id: string; name: string },
    range: { from: string; to: string },
  ): Promise<PayCardAnswer> {
    const [card] = (await runner.query(
      `SELECT id, description, attachment_name FROM "${s}".pay_cards
        WHERE employee_id = $1 AND from_date = $2 AND to_date = $3`,
      [employee.id, range.from, range.to],
    )) as CardRow[];
    const closed = await this.periods.anyClosedFor(runner, [employee.id], range.from, range.to);
    const details: PayCardDetailAnswer[] = card
      ? (await this.details(runner, card.id)).map((d) => ({
          id: d.id,
          payTypeId: d.pay_type_id,
          payTypeName: d.pay_type_name ?? d.pay_type_id,
          payTypeCode: d.pay_type_code ?? '',
          units: Number(d.units),
          effUnits: d.eff_units === null ? null : Number(d.eff_units),
          notes: d.notes,
          projectId: d.project_id,
          modifiedId: d.modified_id,
          modifiedName: d.modified_name,
          manualAdd: d.manual_add,
        }))
      : [];
    return {
      id: card?.id ?? null,
      employeeId: employee.id,
      employeeName: employee.name,
      fromDate: range.from,
      toDate: range.to,
      description: card?.description ?? null,
      attachmentName: card?.attachment_name ?? null,
      closed,
      details,
    };
  }
}
