import { Logger } from '@nestjs/common';
import { installProcessFaultPolicy, keepQueryRowsYoung, loadConfig } from '@hospital/core';
import { createWorker } from './create-worker.js';

installProcessFaultPolicy('worker');
keepQueryRowsYoung();
await createWorker(loadConfig());
new Logger('Worker').log('running');
