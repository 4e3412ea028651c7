import { Inject, Injectable, Logger } from '@nestjs/common';
import { RequestContext } from '../observability/request-context.js';
import { JobRegistry } from './job-registry.js';
import { JOB_ATTEMPTS, JOB_BACKOFF_MS, JobTransport } from './job-transport.js';

/**
 * The fallback when the machine has no Redis: the same handlers, run in this process with
 * the same retry schedule. Failures are logged; they are not kept across restarts.
 */
@Injectable()
export class InProcessTransport extends JobTransport {
  readonly kind = 'in-process' as const;
  private readonly logger = new Logger('InProcessBus');

  constructor(@Inject(JobRegistry) private readonly registry: JobRegistry) {
    super();
  }

  async enqueue(jobId: string, name: string, payload: unknown): Promise<void> {
    const handler = this.registry.get(name);
    const scope = { requestId: RequestContext.requestId() ?? `job-${jobId}` };
    const run = async (attempt: number): Promise<void> => {
      try {
        await RequestContext.run(scope, () => handler(payload, { jobId, attempt }));
      } catch (error) {
        if (attempt >= JOB_ATTEMPTS) {
          this.logger.error(`Job ${name} #${jobId} failed after ${attempt} attempts: ${String(error)}`);
          return;
        }
        setTimeout(() => void run(attempt + 1), JOB_BACKOFF_MS * 2 ** (attempt - 1)).unref();
      }
    };
    setImmediate(() => void run(1));
  }

  /** Nothing is kept across restarts here, so nothing can be found lost either. */
  async holds(): Promise<boolean> {
    return true;
  }

  async health(): Promise<'in-process'> {
    return 'in-process';
  }
}
