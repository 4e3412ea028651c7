import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from '@hospital/core';
import { WorkerModule } from './worker.module.js';

export async function createWorker(config: AppConfig): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config), {
    logger: config.logs ? ['log', 'warn', 'error'] : false,
  });
  app.enableShutdownHooks();
  return app;
}
