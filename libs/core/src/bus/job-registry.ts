import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { JOB_NAMES, type JobName } from '@hospital/contracts';
import { JOB_HANDLER, type JobContext } from './job-handler.decorator.js';
import { markedMethods } from './marked-methods.js';

export type BoundJobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/**
 * Finds every @JobHandler at start-up and refuses to boot unless each job of the catalogue
 * has exactly one handler.
 */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly handlers = new Map<JobName, BoundJobHandler>();

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const found = new Map<JobName, string[]>();
    for (const { value: name, where, call } of markedMethods<JobName>(this.discovery, this.scanner, this.reflector, JOB_HANDLER)) {
      found.set(name, [...(found.get(name) ?? []), where]);
      this.handlers.set(name, (payload, context) => call(payload, context) as Promise<void>);
    }
    const problems = checkCatalogue(found);
    if (problems.length > 0) throw new Error(`Job catalogue check failed:\n  ${problems.join('\n  ')}`);
  }

  get(name: string): BoundJobHandler {
    const handler = this.handlers.get(name as JobName);
    if (!handler) throw new Error(`No handler for job ${name}`);
    return handler;
  }
}

/** Every catalogue job has exactly one handler and no handler names an unknown job. */
export function checkCatalogue(found: ReadonlyMap<string, string[]>, catalogue: readonly string[] = JOB_NAMES): string[] {
  const problems: string[] = [];
  for (const job of catalogue) {
    const where = found.get(job) ?? [];
    if (where.length === 0) problems.push(`${job} has no handler`);
    if (where.length > 1) problems.push(`${job} has ${where.length} handlers: ${where.join(', ')}`);
  }
  for (const job of found.keys()) if (!catalogue.includes(job)) problems.push(`${job} is not in the job catalogue`);
  return problems;
}
