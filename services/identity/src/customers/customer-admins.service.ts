import { ConflictException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Actor, EventWriter } from '@rollcall/platform';
import { type DataSource, QueryFailedError } from 'typeorm';
import { normalizeEmail } from '../accounts/normalize-email.js';
import { Passwords } from '../accounts/passwords.js';
import { newUser } from '../accounts/user-accounts.service.js';
import { userChanged } from '../accounts/user-events.js';
import { User } from '../accounts/user.entity.js';
import { CompanyReadModel } from '../companies/company-read-model.service.js';
import { IDENTITY } from '../identity.constants.js';
import { refuseSave } from '../users/users.service.js';
import type { CreateCustomerAdminRequest } from './customer-admin.request.js';

export const ADMIN_EXISTS = 'The company already has an active admin user.';

/**
 * A Superadmin's one reach into a customer company: its first admin user. The company itself is organisation's
 * (POST /api/customers); identity knows it from org.company.changed.v1.
 */
@Injectable()
export class CustomerAdminsService {
  constructor(
    @InjectDataSource(IDENTITY) private readonly dataSource: DataSource,
    @Inject(EventWriter) private readonly events: EventWriter,
    private readonly companies: CompanyReadModel,
    private readonly passwords: Passwords,
  ) {}

  async createFirstAdmin(actor: Actor, companyId: string, request: CreateCustomerAdminRequest): Promise<string> {
    if (actor.role !== 'Superadmin') throw new ForbiddenException('Only a Superadmin can do this.');
    const email = normalizeEmail(request.email);
    const passwordHash = await this.passwords.hash(request.password);
    try {
      return await this.dataSource.transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`identity.users:${companyId}`]);
        if (!(await this.companies.exists(companyId, manager))) throw refuseSave('noCompany');
        if (await manager.exists(User, { where: { companyId, role: 'Admin', status: 'Active' } })) {
          throw new ConflictException(ADMIN_EXISTS);
        }
        if (await manager.exists(User, { where: { email } })) throw refuseSave('userEmailExit');
        const user = newUser({
          companyId,
          email,
          passwordHash,
          firstName: request.firstName,
          lastName: request.lastName,
          role: 'Admin',
          employeeId: null,
        });
        await manager.insert(User, user);
        await this.events.write(manager, [userChanged(user)]);
        return user.id;
      });
    } catch (error) {
      const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
      if (code === '23505') throw refuseSave('userEmailExit');
      throw error;
    }
  }
}
