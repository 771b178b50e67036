import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter, listPage, type Page, type PageColumn, type PageQuery, refusal } from '@rollcall/platform';
import { type DataSource, In } from 'typeorm';
import { ORGANISATION } from '../organisation.constants.js';
import { Department } from '../structure/department.entity.js';
import { KIOSK_CONTACT_ANSWERS } from './kiosk.answers.js';
import type { KioskContactAnswer } from './kiosk-contact.answer.js';
import { KioskContact } from './kiosk-contact.entity.js';
import type { KioskContactSaveBody } from './kiosk-contact.request.js';
import { kioskContactProblems } from './kiosk-contact-rules.js';
import { kioskContactChanged } from './kiosk-events.js';

/** The contacts table's columns (console kiosk/KioskContactListScreen.tsx) as SQL. */
const KIOSK_CONTACT_COLUMNS: Record<string, PageColumn> = {
  name: { sql: "concat_ws(' ', c.firstname, c.lastname)", sortSql: "lower(concat_ws(' ', c.firstname, c.lastname))" },
  mobile: { sql: "coalesce(c.mobile, '')", sortSql: 'c.mobile' },
  email: { sql: 'c.email', sortSql: 'lower(c.email)' },
  department: { sql: "coalesce(d.name, '')", sortSql: 'lower(d.name)' },
};

@Injectable()
export class KioskContactsService {
  constructor(
    @InjectDataSource(ORGANISATION) private readonly dataSource: DataSource,
    private readonly events: EventWriter,
  ) {}

  /** The company's contacts by last then first name, with their department's name. */
  async list(companyId: string): Promise<KioskContactAnswer[]> {
    const contacts = await this.dataSource.getRepository(KioskContact).find({
      where: { companyId },
      order: { lastname: 'ASC', firstname: 'ASC', id: 'ASC' },
    });
    return this.withDepartments(companyId, contacts);
  }

  /** A page of the list: sorted and searched in SQL by the table's columns. */
  async page(companyId: string, query: PageQuery): Promise<Page<KioskContactAnswer>> {
    const builder = this.dataSource
      .getRepository(KioskContact)
      .createQueryBuilder('c')
      .leftJoin(Department, 'd', 'd.id = c.departmentId AND d.companyId = c.companyId')
      .where('c.companyId = :companyId', { companyId });
    const { rows, ...page } = await listPage(builder, query, KIOSK_CONTACT_COLUMNS, {
      defaultSort: "lower(concat_ws(' ', c.lastname, c.firstname))",
      tieBreak: 'c.id',
    });
    return { ...page, rows: await this.withDepartments(companyId, rows) };
  }

  async detail(companyId: string, id: string): Promise<KioskContactAnswer> {
    const contact = await this.dataSource.getRepository(KioskContact).findOneBy({ companyId, id });
    if (!contact) throw refusal(KIOSK_CONTACT_ANSWERS, 'noContact');
    const [answer] = await this.withDepartments(companyId, [contact]);
    return answer as KioskContactAnswer;
  }

  async save(companyId: string, input: KioskContactSaveBody): Promise<string> {
    const problems = kioskContactProblems(input);
    if (problems.length > 0) {
      throw new BadRequestException({
        message: problems.join('; '),
        details: problems.map((message) => ({ field: message.split(' ')[0] ?? 'contact', message })),
      });
    }
    return this.dataSource.transaction(async (manager) => {
      const contacts = manager.getRepository(KioskContact);
      const contact = input.id ? await contacts.findOneBy({ companyId, id: input.id }) : contacts.create({ companyId });
      if (!contact) throw refusal(KIOSK_CONTACT_ANSWERS, 'noContact');
      const departmentId = input.department ?? null;
      if (departmentId && !(await manager.getRepository(Department).existsBy({ companyId, id: departmentId }))) {
        throw refusal(KIOSK_CONTACT_ANSWERS, 'noDepartment');
      }
      contact.firstname = input.firstname?.trim() ?? '';
      contact.lastname = input.lastname?.trim() ?? '';
      contact.email = input.email?.trim() ?? '';
      contact.mobile = input.mobile?.trim() || null;
      contact.departmentId = departmentId;
      const saved = await contacts.save(contact);
      await this.events.write(manager, [kioskContactChanged(saved)]);
      return saved.id;
    });
  }

  /** Deletes all the contacts or, when one is not the company's, none. */
  async delete(companyId: string, ids: string[]): Promise<void> {
    const unique = [...new Set(ids)];
    await this.dataSource.transaction(async (manager) => {
      const contacts = await manager.getRepository(KioskContact).find({ where: { companyId, id: In(unique) } });
      if (contacts.length !== unique.length) throw refusal(KIOSK_CONTACT_ANSWERS, 'noContact');
      await manager.getRepository(KioskContact).delete({ companyId, id: In(unique) });
      await this.events.write(
        manager,
        contacts.map((contact) => kioskContactChanged(contact, true)),
      );
    });
  }

  private async withDepartments(companyId: string, contacts: KioskContact[]): Promise<KioskContactAnswer[]> {
    const departmentIds = [...new Set(contacts.flatMap((c) => (c.departmentId ? [c.departmentId] : [])))];
    const departments = departmentIds.length
      ? await this.dataSource.getRepository(Department).find({ where: { companyId, id: In(departmentIds) } })
      : [];
    const names = new Map(departments.map((d) => [d.id, d.name]));
    return contacts.map((c) => ({
      id: c.id,
      firstname: c.firstname,
      lastname: c.lastname,
      mobile: c.mobile,
      email: c.email,
      department: c.departmentId,
      departmentName: c.departmentId ? (names.get(c.departmentId) ?? null) : null,
    }));
  }
}
