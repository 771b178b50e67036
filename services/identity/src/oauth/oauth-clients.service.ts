import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EventWriter, listPage, type Page, type PageColumn, type PageQuery } from '@rollcall/platform';
import { type DataSource, type EntityManager, QueryFailedError } from 'typeorm';
import { Passwords } from '../accounts/passwords.js';
import { IDENTITY } from '../identity.constants.js';
import { oauthRefusal } from './oauth.answers.js';
import type { OAuthClientAnswer } from './oauth-client.answer.js';
import { OAuthClient } from './oauth-client.entity.js';
import type { OAuthClientSaveBody, OAuthClientUpdateBody } from './oauth-client.request.js';
import {
  clientIdProblem,
  generateClientSecret,
  normaliseScopes,
  scopesProblem,
  secretProblem,
} from './oauth-client-rules.js';
import { oauthClientChanged } from './oauth-events.js';

/** The clients table's columns (console oauth/OAuthClientListScreen.tsx) as SQL. */
const OAUTH_CLIENT_COLUMNS: Record<string, PageColumn> = {
  clientId: { sql: 'o.clientId', sortSql: 'lower(o.clientId)' },
  scopes: { sql: 'o.scopes', sortSql: 'lower(o.scopes)' },
};

export interface SavedClient {
  client: OAuthClientAnswer;
  /** the secret, when the server generated it */
  generatedSecret?: string;
}

function answerOf(client: OAuthClient): OAuthClientAnswer {
  return { id: client.id, clientId: client.clientId, scopes: client.scopes };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}

@Injectable()
export class OAuthClientsService {
  constructor(
    @InjectDataSource(IDENTITY) private readonly dataSource: DataSource,
    @Inject(EventWriter) private readonly events: EventWriter,
    private readonly passwords: Passwords,
  ) {}

  async list(companyId: string): Promise<OAuthClientAnswer[]> {
    const clients = await this.dataSource
      .getRepository(OAuthClient)
      .find({ where: { companyId }, order: { clientId: 'ASC' } });
    return clients.map(answerOf);
  }

  /** A page of the list: sorted and searched in SQL by the table's columns. */
  async page(companyId: string, query: PageQuery): Promise<Page<OAuthClientAnswer>> {
    const builder = this.dataSource
      .getRepository(OAuthClient)
      .createQueryBuilder('o')
      .where('o.companyId = :companyId', { companyId });
    const { rows, ...page } = await listPage(builder, query, OAUTH_CLIENT_COLUMNS, {
      defaultSort: 'o.clientId',
      tieBreak: 'o.id',
    });
    return { ...page, rows: rows.map(answerOf) };
  }

  async detail(companyId: string, id: string): Promise<OAuthClientAnswer> {
    const client = await this.dataSource.getRepository(OAuthClient).findOneBy({ companyId, id });
    if (!client) throw oauthRefusal('noClient');
    return answerOf(client);
  }

  async create(companyId: string, input: OAuthClientSaveBody): Promise<SavedClient> {
    const clientIdText = input.clientId?.trim() ?? '';
    const problem = clientIdProblem(clientIdText);
    if (problem) throw oauthRefusal('invalidClient', problem);
    const scopes = this.checkedScopes(input.scopes);
    const generatedSecret = input.clientSecret ? undefined : generateClientSecret();
    const secret = input.clientSecret ?? (generatedSecret as string);
    this.checkSecret(secret);
    const secretHash = await this.passwords.hash(secret);
    const client = await this.unique(() =>
      this.dataSource.transaction(async (manager) => {
        if (await this.clientIdTaken(manager, companyId, clientIdText)) throw oauthRefusal('existClientId');
        const saved = await manager
          .getRepository(OAuthClient)
          .save(manager.getRepository(OAuthClient).create({ companyId, clientId: clientIdText, secretHash, scopes }));
        await this.events.write(manager, [oauthClientChanged(saved)]);
        return saved;
      }),
    );
    return { client: answerOf(client), ...(generatedSecret ? { generatedSecret } : {}) };
  }

  async update(companyId: string, input: OAuthClientUpdateBody): Promise<SavedClient> {
    const scopes = input.scopes === undefined || input.scopes === null ? undefined : this.checkedScopes(input.scopes);
    const generatedSecret = input.generateSecret === true ? generateClientSecret() : undefined;
    const secret = generatedSecret ?? input.clientSecret ?? undefined;
    if (secret !== undefined) this.checkSecret(secret);
    const secretHash = secret === undefined ? undefined : await this.passwords.hash(secret);
    const client = await this.dataSource.transaction(async (manager) => {
      const clients = manager.getRepository(OAuthClient);
      const found = await clients.findOne({ where: { companyId, id: input.id }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw oauthRefusal('noClient');
      if (secretHash !== undefined) found.secretHash = secretHash;
      if (scopes !== undefined) found.scopes = scopes;
      const saved = await clients.save(found);
      await this.events.write(manager, [oauthClientChanged(saved)]);
      return saved;
    });
    return { client: answerOf(client), ...(generatedSecret ? { generatedSecret } : {}) };
  }

  private checkedScopes(scopes: string | null | undefined): string {
    const normalised = normaliseScopes(scopes);
    const problem = scopesProblem(normalised);
    if (problem) throw oauthRefusal('invalidClient', problem);
    return normalised;
  }

  private checkSecret(secret: string): void {
    const problem = secretProblem(secret);
    if (problem) throw oauthRefusal('invalidClient', problem);
  }

  private async clientIdTaken(manager: EntityManager, companyId: string, clientId: string): Promise<boolean> {
    const rows = (await manager.query(
      `SELECT 1 FROM "${IDENTITY}".oauth_clients WHERE company_id = $1 AND lower(client_id) = lower($2)`,
      [companyId, clientId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** Two saves of one client id at once: the loser's unique violation is the same existClientId. */
  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw oauthRefusal('existClientId');
      throw error;
    }
  }
}
