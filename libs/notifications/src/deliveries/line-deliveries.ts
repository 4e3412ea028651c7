import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/** How a message went to LINE: a push (counts against the plan's quota) or a reply with a reply token (free). */
export type LineDeliveryKind = 'push' | 'reply';
/** What became of it: sent; refused by LINE (4xx); the person blocked the OA (unreachable); the person withdrew LINE messages. */
export type LineDeliveryResult = 'sent' | 'refused' | 'unreachable' | 'withdrawn';

export interface LineDelivery {
  /** The person it was for (null: a LINE user not registered, or the staff group). */
  userID: string | null;
  lineUserId: string | null;
  kind: LineDeliveryKind;
  /** What it was about, in words staff read ('เตือนนัดหมาย', 'ยืนยันการจอง' …): the card's title or the text's first line. */
  about: string;
  result: LineDeliveryResult;
  /** LINE's answer when refused. */
  detail?: string | null;
}

/** The columns of a line_messages row as both writers insert them (one row here, a drain's burst in LineDeliveryBatch). */
export const LINE_MESSAGE_COLUMNS = 'user_id, line_user_id, kind, about, result, detail';

/** A delivery as the six values of LINE_MESSAGE_COLUMNS, its texts cut to what staff read. */
export function lineMessageValues(d: LineDelivery): [string | null, string | null, LineDeliveryKind, string, LineDeliveryResult, string | null] {
  return [d.userID, d.lineUserId, d.kind, d.about.slice(0, 200), d.result, d.detail?.slice(0, 500) ?? null];
}

/**
 * Issue 31 item 5: every message to a person recorded with its kind, what it was about and its
 * result (the notifications module's table line_messages). Staff read a person's list; Admin
 * the month's count against LINE_MONTHLY_QUOTA; /metrics counts by kind and result.
 */
@Injectable()
export class LineDeliveries {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** Records one delivery (inside `m`'s transaction when given). */
  async record(delivery: LineDelivery, m?: EntityManager): Promise<void> {
    await (m ?? this.dataSource.manager).query(`INSERT INTO line_messages (${LINE_MESSAGE_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, lineMessageValues(delivery));
  }
}
