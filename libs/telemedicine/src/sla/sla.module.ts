import { Module } from '@nestjs/common';
import { CalendarModule } from '@hospital/calendar';
import { SlaAdminController } from './sla-admin.controller.js';
import { SlaBreachReads } from './sla-breaches.reads.js';
import { SlaBreachesHandler } from './sla-breaches.handler.js';
import { SlaCalendar } from './sla-calendar.js';
import { SlaScheduler } from './sla-scheduler.js';
import { SlaSettings } from './sla-settings.service.js';
import { SlaTimers } from './sla-timers.js';

/**
 * Issue 14 items 1 and 2, SLA timers and stuck-case alerts: the limits per flowStatus (admin),
 * the office-hours timers the board shows (SlaTimers, exported to the board) and the
 * 'sla.findBreaches' job with its repeating schedule.
 */
@Module({
  imports: [CalendarModule],
  controllers: [SlaAdminController],
  providers: [SlaSettings, SlaCalendar, SlaTimers, SlaBreachesHandler, SlaBreachReads, SlaScheduler],
  exports: [SlaTimers],
})
export class TeleSlaModule {}
