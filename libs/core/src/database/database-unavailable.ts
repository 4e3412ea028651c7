/**
 * Issue 18 (npm run chaos, PostgreSQL restarted): the errors a call gets while PostgreSQL is
 * away — refused or broken connections, and the server's own "shutting down / starting up"
 * (SQLSTATE classes 08 and 57P). The call changed nothing (its transaction never committed),
 * so the person is asked to try again (503), never told the system failed (500).
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const MESSAGES = /Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|Client has encountered a connection error/i;
/**
 * TypeORM's words for a transaction whose connection went away under it: the pool dropped the
 * broken client, and the transaction's next statement (or its COMMIT) finds its query runner
 * released. Nothing of that transaction committed (sign-ins while PostgreSQL stopped met both).
 */
const NAMES = new Set(['QueryRunnerProviderAlreadyReleasedError', 'QueryRunnerAlreadyReleasedError']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { name?: unknown; code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | null, depth = 0; e && depth < 4; depth++) {
    if (typeof e.name === 'string' && NAMES.has(e.name)) return true;
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATES.has(e.code))) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    e = (e.driverError ?? e.cause ?? null) as typeof e;
  }
  return false;
}
