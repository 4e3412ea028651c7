import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { UpcomingAppointment } from '@hospital/core';
import { AppointmentSource, Clock } from '@hospital/core';
import { COMING_FLOW_STATUSES, TELE_CHAT_COLUMNS, VIDEO_SERVICE_TYPES, teleAt, teleTitle, type TeleChatRow } from './tele-chat-rows.js';
import { TeleVideoLinks } from './tele-video-links.js';

/**
 * Issue 31 item 4: the video visits the reminders may remind of — service types 1 and 5, not yet
 * seen by the doctor (flowStatus 0, 1, 2), starting in [from, to) (their day at their time,
 * Bangkok). Each carries the join button (the patient's signed link, valid until 2 hours past
 * the appointment). ref 'tele:<id>'.
 */
@Injectable()
export class TeleAppointments {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleVideoLinks) private readonly videoLinks: TeleVideoLinks,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  @AppointmentSource('video')
  async video(from: Date, to: Date): Promise<UpcomingAppointment[]> {
    const rows: TeleChatRow[] = await this.dataSource.query(
      `SELECT ${TELE_CHAT_COLUMNS} FROM tele_requests t
        WHERE t.service_type = ANY($1::smallint[]) AND t.flow_status = ANY($2::smallint[])
          AND t.appoint_date BETWEEN ($3::timestamptz AT TIME ZONE 'Asia/Bangkok')::date AND ($4::timestamptz AT TIME ZONE 'Asia/Bangkok')::date
          AND (t.appoint_date + t.appoint_time::time) AT TIME ZONE 'Asia/Bangkok' >= $3::timestamptz
          AND (t.appoint_date + t.appoint_time::time) AT TIME ZONE 'Asia/Bangkok' < $4::timestamptz
        ORDER BY t.appoint_date, t.appoint_time, t.id`,
      [VIDEO_SERVICE_TYPES, COMING_FLOW_STATUSES, from.toISOString(), to.toISOString()],
    );
    const now = this.clock.now();
    return rows.map((r) => {
      const at = teleAt(r);
      return {
        ref: `tele:${r.id}`,
        kind: 'video',
        userID: r.user_id,
        at,
        title: teleTitle(r),
        lines: ['กรุณาเตรียมพร้อมรับวิดีโอคอลตามเวลานัด (ตรวจสอบกล้องและไมโครโฟนให้พร้อม)'],
        action: this.videoLinks.joinAction(r.id, r.user_id, at, now),
      };
    });
  }
}
