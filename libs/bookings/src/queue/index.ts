import type { Type } from '@nestjs/common';
import { BookingQueue } from './booking-queue.js';
import { BookingServedController } from './booking-served.controller.js';
import { BookingServedService } from './booking-served.service.js';

export { BookingQueue } from './booking-queue.js';

/** Issue 13 item 6, the clinic's queue: the providers and controllers of this folder. */
export const BOOKING_QUEUE_PROVIDERS: Type[] = [BookingQueue, BookingServedService];
export const BOOKING_QUEUE_CONTROLLERS: Type[] = [BookingServedController];
