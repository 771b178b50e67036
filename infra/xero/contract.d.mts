// Types for contract.mjs: Xero's published OpenAPI documents as request and response checks.

export declare const CONTRACTS_DIR: string;
export declare const CONTRACT_FILES: { identity: string; payrollNz: string; payrollAu: string };

/** One thing a document refuses: the field (or parameter) and why. */
export interface ContractProblem {
  name: string;
  reason: string;
}

export interface ContractOperation {
  template: string;
  params: Record<string, string>;
  method?: string;
  operation: Record<string, unknown> | null;
  operationId?: string;
  /** the OAuth scopes the document's security names for it (any one will do) */
  scopes?: string[];
  allowed?: string[];
}

export interface ContractRequest {
  method: string;
  /** the path after the document's server URL, e.g. /Timesheets */
  path: string;
  query?: Record<string, string>;
  /** lower-case names */
  headers?: Record<string, string | string[] | undefined>;
  body?: unknown;
}

export interface Contract {
  id: string;
  doc: Record<string, unknown>;
  match(method: string, path: string): ContractOperation | null;
  checkRequest(request: ContractRequest): { found: ContractOperation | null; problems: ContractProblem[] };
  checkResponse(found: ContractOperation, status: number, body: unknown): ContractProblem[];
  schema(name: string): (value: unknown) => ContractProblem[];
}

export declare function loadContract(file: string, id?: string): Contract;
