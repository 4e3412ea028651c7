import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChatActor, ChatItem } from '@hospital/core';
import { APP_CONFIG, ChatTopic, type AppConfig } from '@hospital/core';
import { QUEUE_TELE_SERVICE_TYPES, QUEUE_WAITING_FLOW_STATUSES, bahtWithSign, bangkokDateKey, etaMinutes, queueEtaText, queueWaitText, teleHomeStatusText } from '@hospital/rules';
import { TeleQueue } from '../queue/tele-queue.js';
import { COMING_FLOW_STATUSES, OWING_FLOW_STATUSES, TELE_CHAT_COLUMNS, VIDEO_SERVICE_TYPES, teleAt, teleTitle, teleWhen, webAction, type TeleChatRow } from './tele-chat-rows.js';
import { TeleVideoLinks } from './tele-video-links.js';

/** At most this many cases in one answer. */
const ITEMS_MAX = 5;

/**
 * Issue 31 item 2, the patient asks the LINE chat: 'นัด' — their coming telemedicine visits (today
 * and later, not yet seen by the doctor), with the join button on the day of a video visit;
 * 'ชำระเงิน' — the cases waiting for payment, with the amount and the pay button (the payment
 * page, as the flowStatus messages link it); 'คิว' — today's place in the video queue (TeleQueue).
 */
@Injectable()
export class TeleChatTopics {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleQueue) private readonly queue: TeleQueue,
    @Inject(TeleVideoLinks) private readonly videoLinks: TeleVideoLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ChatTopic('appointments')
  async appointments(actor: ChatActor, now: Date): Promise<ChatItem[]> {
    const today = bangkokDateKey(now);
    const rows: TeleChatRow[] = await this.dataSource.query(
      `SELECT ${TELE_CHAT_COLUMNS} FROM tele_requests t
        WHERE t.user_id = $1 AND t.appoint_date >= $2::date AND t.flow_status = ANY($3::smallint[])
        ORDER BY t.appoint_date, t.appoint_time LIMIT $4`,
      [actor.userID, today, COMING_FLOW_STATUSES, ITEMS_MAX],
    );
    return rows.map((r) => {
      const at = teleAt(r);
      const joinToday = r.appoint_date === today && VIDEO_SERVICE_TYPES.includes(r.service_type);
      return {
        at,
        title: teleTitle(r),
        lines: [teleWhen(r), teleHomeStatusText({ flowStatus: r.flow_status, appointDate: r.appoint_date, costTotal: null })],
        action: joinToday ? this.videoLinks.joinAction(r.id, r.user_id, at, now) : webAction('ดูรายละเอียด', `${this.config.publicBaseUrl}/home`),
      };
    });
  }

  @ChatTopic('owed')
  async owed(actor: ChatActor): Promise<ChatItem[]> {
    const rows: TeleChatRow[] = await this.dataSource.query(
      `SELECT ${TELE_CHAT_COLUMNS} FROM tele_requests t
        WHERE t.user_id = $1 AND t.flow_status = ANY($2::smallint[]) AND t.cost_total IS NOT NULL
        ORDER BY t.appoint_date, t.appoint_time LIMIT $3`,
      [actor.userID, OWING_FLOW_STATUSES, ITEMS_MAX],
    );
    return rows.map((r) => {
      const amount = Number(r.cost_total);
      const status = teleHomeStatusText({ flowStatus: r.flow_status, appointDate: r.appoint_date, costTotal: amount });
      return {
        at: teleAt(r),
        title: `ยอดที่ต้องชำระ ${bahtWithSign(amount)}`,
        lines: [`${teleTitle(r)} นัดหมายวันที่ ${teleWhen(r)}`, status],
        action: webAction(`ชำระเงิน ${bahtWithSign(amount)}`, `${this.config.publicBaseUrl}/payment/${r.id}`),
      };
    });
  }

  @ChatTopic('queue')
  async queuePlace(actor: ChatActor, now: Date): Promise<ChatItem[]> {
    const rows: TeleChatRow[] = await this.dataSource.query(
      `SELECT ${TELE_CHAT_COLUMNS} FROM tele_requests t
        WHERE t.user_id = $1 AND t.appoint_date = $2::date AND t.service_type = ANY($3::smallint[]) AND t.flow_status = ANY($4::smallint[])
        ORDER BY t.appoint_time`,
      [actor.userID, bangkokDateKey(now), QUEUE_TELE_SERVICE_TYPES, QUEUE_WAITING_FLOW_STATUSES],
    );
    if (rows.length === 0) return [];
    const m = this.dataSource.manager;
    const [places, minutes] = await Promise.all([this.queue.placesToday(m, now), this.queue.minutesPerPatient(m, now)]);
    return rows.flatMap((r) => {
      const place = places.get(r.id);
      if (place === undefined) return [];
      const at = teleAt(r);
      const lines = [queueWaitText(place), ...(place > 1 ? [queueEtaText(etaMinutes(place, minutes))] : [])];
      const action = VIDEO_SERVICE_TYPES.includes(r.service_type) ? this.videoLinks.joinAction(r.id, r.user_id, at, now) : undefined;
      return [{ at, title: `${teleTitle(r)} วันนี้ ${r.appoint_time.trim()} น.`, lines, action }];
    });
  }
}
