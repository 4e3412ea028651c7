import { loadConfig } from '@hospital/core';
import { createWorker } from './create-worker.js';

await createWorker(loadConfig());
console.log('Worker running');
