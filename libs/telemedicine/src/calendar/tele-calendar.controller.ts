import { Controller, Get, Header, Inject, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG, Allow, AnswerWithout, Clock, CurrentUser, type AppConfig, type AuthUser } from '@hospital/core';
import { ICS_CONTENT_TYPE, appointmentIcs, calendarFileName, calendarHostOf, teleCalendarEvent } from '@hospital/rules';
import { TeleIdParam } from '../cases/tele-answers.schemas.js';
import { TeleRecords } from '../cases/tele-records.js';
import { COMING_FLOW_STATUSES, VIDEO_SERVICE_TYPES, teleAt } from '../chat/tele-chat-rows.js';
import { TeleVideoLinks } from '../chat/tele-video-links.js';
import { TeleQueue } from '../queue/tele-queue.js';

/**
 * Issue 32 item 6, GET /api/v1/tele/{teleID}/calendar.ics: the patient's own telemedicine visit
 * as a calendar file ('เพิ่มลงปฏิทิน' on the home card): Bangkok time, the hospital's address,
 * today's queue place when it has one, and for a video visit still to come the join link (the
 * patient's signed link, valid until 2 hours past the appointment, as the LINE reminders carry
 * it). Another patient's or an unknown case is 404, as the case itself; staff 403.
 */
@Controller('api/v1/tele')
export class TeleCalendarController {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(TeleQueue) private readonly queue: TeleQueue,
    @Inject(TeleVideoLinks) private readonly videoLinks: TeleVideoLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @Get(':teleID/calendar.ics')
  @Allow('patient')
  @AnswerWithout(200, 'text/calendar; charset=utf-8: the visit as one VEVENT (RFC 5545), DTSTART;TZID=Asia/Bangkok, the join link of a video visit')
  @Header('cache-control', 'private, no-store')
  async calendar(
    @CurrentUser() user: AuthUser,
    @Param('teleID', { schema: TeleIdParam }) teleID: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const m = this.dataSource.manager;
    const now = this.clock.now();
    const { row } = await this.records.readable(m, user, teleID);
    const inQueue = TeleQueue.inQueueToday({ appointDate: row.appoint_date, serviceType: row.service_type, flowStatus: row.flow_status }, now);
    const queuePlace = inQueue ? ((await this.queue.placesToday(m, now)).get(row.id) ?? null) : null;
    const video = VIDEO_SERVICE_TYPES.includes(row.service_type) && COMING_FLOW_STATUSES.includes(row.flow_status);
    const join = video ? (this.videoLinks.joinAction(row.id, row.user_id, teleAt(row), now)?.uri ?? null) : null;
    const event = teleCalendarEvent(
      { teleID: row.id, serviceType: row.service_type, appointDate: row.appoint_date, appointTime: row.appoint_time, queuePlace },
      { name: this.config.hospital.name, address: this.config.hospital.address },
      calendarHostOf(this.config.publicBaseUrl),
      now,
      join,
    );
    void reply.header('content-type', ICS_CONTENT_TYPE).header('content-disposition', `attachment; filename="${calendarFileName(row.appoint_date)}"`);
    return appointmentIcs(event);
  }
}
