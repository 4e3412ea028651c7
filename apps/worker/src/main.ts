import { Logger } from '@nestjs/common';
import { installProcessFaultPolicy, keepQueryRowsYoung, loadConfig } from '@hospital/core';
import { createWorker } from './create-worker.js';
import { startWorkerHealthServer, workerHealthPort } from './worker-health-server.js';

installProcessFaultPolicy('worker');
keepQueryRowsYoung();
const healthPort = workerHealthPort(process.env.WORKER_HEALTH_PORT);
const worker = await createWorker(loadConfig());
if (healthPort !== null) {
  try {
    await startWorkerHealthServer(worker, healthPort, process.env.WORKER_HEALTH_HOST || '127.0.0.1');
  } catch (error) {
    console.error(`The worker could not open its health port ${healthPort}: ${(error as Error).message}`);
    process.exit(1);
  }
}
new Logger('Worker').log(healthPort === null ? 'running' : `running (health and metrics on port ${healthPort})`);
