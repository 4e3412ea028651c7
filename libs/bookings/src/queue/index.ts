import type { Type } from '@nestjs/common';
import { BookingQueue } from './booking-queue.js';
import { BookingServedController } from './booking-served.controller.js';
import { BookingServedService } from './booking-served.service.js';
import { BookingCheckInController, BookingQueueSettingsController } from '../check-in/booking-check-in.controller.js';
import { BookingCheckInService } from '../check-in/booking-check-in.service.js';
import { BookingQueueSettings } from '../check-in/booking-queue-settings.js';
import { BookingNoShowHandler } from '../no-show/booking-no-show.handler.js';
import { BookingNoShowScheduler } from '../no-show/booking-no-show.scheduler.js';

export { BookingQueue } from './booking-queue.js';

/** Issue 13 item 6, the clinic's queue: the providers and controllers of this folder. */
export const BOOKING_QUEUE_PROVIDERS: Type[] = [BookingQueue, BookingServedService, BookingQueueSettings, BookingCheckInService, BookingNoShowHandler, BookingNoShowScheduler /* issue 32 item 5 */];
export const BOOKING_QUEUE_CONTROLLERS: Type[] = [BookingServedController, BookingCheckInController, BookingQueueSettingsController];
