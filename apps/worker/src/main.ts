import { Logger } from '@nestjs/common';
import { loadConfig } from '@hospital/core';
import { createWorker } from './create-worker.js';

await createWorker(loadConfig());
new Logger('Worker').log('running');
