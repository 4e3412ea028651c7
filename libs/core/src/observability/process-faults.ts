import { Logger } from '@nestjs/common';
import { isDatabaseUnavailable } from '../database/database-unavailable.js';
import { RequestContext } from './request-context.js';

/**
 * Issue 36: what a process does with an error nobody caught (docs/reliability.md, 'Errors
 * nobody caught'). One policy for the api and the worker, installed by their `main.ts`:
 *
 * - A database connection that broke (PostgreSQL restarted, failed over, a backend
 *   terminated) is recoverable: the connection is already dropped by its pool, its holder's
 *   call fails (503 in Thai for a request, a retry for a job), the relay listens again. It is
 *   logged as a warning and the process goes on.
 * - Any other uncaught exception leaves the process in a state nobody can vouch for: it is
 *   logged (with the request id of the code that threw, when there is one) and the process
 *   exits with 1, so its supervisor (npm start's launcher, docker, Kubernetes) starts it again.
 * - A promise rejected with nobody waiting is one failed piece of work, not a broken process:
 *   it is logged with its request id as an error and the process goes on.
 */
export function installProcessFaultPolicy(role: 'api' | 'worker', exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const logger = new Logger(`Process:${role}`);
  const where = () => {
    const requestId = RequestContext.requestId();
    return requestId ? ` (request ${requestId})` : '';
  };
  const onException = (error: Error) => {
    if (isDatabaseUnavailable(error)) {
      logger.warn(`A database connection broke${where()}: ${error.message}; the connection is dropped and the process goes on`);
      return;
    }
    logger.fatal(`Uncaught exception${where()}: ${error.stack ?? error.message}; exiting for the supervisor to start the process again`);
    exit(1);
  };
  const onRejection = (reason: unknown) => {
    const text = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    if (isDatabaseUnavailable(reason)) logger.warn(`A promise failed while the database was away${where()}: ${text}`);
    else logger.error(`A promise failed and nobody was waiting for it${where()}: ${text}`);
  };
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
