import { SetMetadata } from '@nestjs/common';
import type { JobName } from '@hospital/contracts';

export const JOB_HANDLER = Symbol('JOB_HANDLER');

export interface JobContext {
  /** The outbox id: stable across retries, so a handler can make its effect idempotent. */
  jobId: string;
  attempt: number;
}

/** Marks a provider method as the one handler of a job of the catalogue. */
export const JobHandler = (name: JobName): MethodDecorator => SetMetadata(JOB_HANDLER, name);
