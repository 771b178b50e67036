import { isConnectionLost } from '../database/connection-lost.js';
import { ServiceBusyError } from '../errors/service-busy.error.js';

/**
 * SQLSTATE classes and codes of failures that pass by themselves: lost or refused connections (08), serialization
 * failures and deadlocks (40), insufficient resources (53), a lock not available (55P03), a statement timeout or an
 * operator's intervention (57).
 */
const PASSING_CLASSES = ['08', '40', '53', '57'];
const PASSING_CODES = new Set(['55P03']);
const PASSING_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * Whether a handler's failure is one that trying again later can cure (the database restarting, busy or
 * deadlocked), as opposed to one the event itself causes every time (a poison message).
 */
export function isPassingFailure(error: unknown): boolean {
  if (error instanceof ServiceBusyError || isConnectionLost(error)) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code ?? (error as { driverError?: { code?: unknown } }).driverError?.code;
  if (typeof code !== 'string') return /timeout|ECONNREFUSED/i.test(error.message);
  return PASSING_SOCKET_CODES.has(code) || PASSING_CODES.has(code) || PASSING_CLASSES.includes(code.slice(0, 2));
}
