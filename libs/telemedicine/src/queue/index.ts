import type { Type } from '@nestjs/common';
/** Issue 13 item 6, a live place in the queue: the providers and controllers of this folder. */
export const QUEUE_PROVIDERS: Type[] = [];
export const QUEUE_CONTROLLERS: Type[] = [];
