import { Logger } from '@nestjs/common';
import { keepQueryRowsYoung, loadConfig } from '@hospital/core';
import { createWorker } from './create-worker.js';

keepQueryRowsYoung();
await createWorker(loadConfig());
new Logger('Worker').log('running');
