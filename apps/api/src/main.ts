import { Logger } from '@nestjs/common';
import { eventLoopWatchdog, installProcessFaultPolicy, keepQueryRowsYoung, loadConfig } from '@hospital/core';
import { createApi } from './create-api.js';

installProcessFaultPolicy('api');
keepQueryRowsYoung();
const config = loadConfig();
const app = await createApi(config);
try {
  await app.listen(config.port, config.host);
} catch (error) {
  console.error(`The api could not listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  process.exit(1);
}
// Issue 28: a loop blocked past EVENT_LOOP_BLOCK_EXIT_MS fails liveness, is logged with its
// request and ends the process, for the supervisor to start it again.
eventLoopWatchdog.start({ blockExitMs: config.eventLoopBlockExitMs, service: 'api' });
// The one start-up line (issue 19 item 6: Nest's per-module and per-route lines are at debug).
new Logger('Api').log(`listening on http://${config.host}:${config.port} (metrics at /metrics, liveness at /api/health/live)`);
