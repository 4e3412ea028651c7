import type { Type } from '@nestjs/common';
import { TeleQueue } from './tele-queue.js';

export { TeleQueue } from './tele-queue.js';

/** Issue 13 item 6, a live place in the queue: the providers and controllers of this folder. */
export const QUEUE_PROVIDERS: Type[] = [TeleQueue];
export const QUEUE_CONTROLLERS: Type[] = [];
