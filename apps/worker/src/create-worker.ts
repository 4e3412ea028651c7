import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { QuietNestLogger, type AppConfig } from '@hospital/core';
import { WorkerModule } from './worker.module.js';

export async function createWorker(config: AppConfig): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), {
    logger: config.logs ? undefined : false,
    bufferLogs: config.logs,
  });
  // Structured logs through pino (issue 19 item 6); Nest's start-up chatter at debug.
  if (config.logs) app.useLogger(new QuietNestLogger(app.get(Logger)));
  app.enableShutdownHooks();
  return app;
}
