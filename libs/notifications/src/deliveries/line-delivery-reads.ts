import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  LINE_MESSAGES_LISTED,
  LINE_MESSAGE_KINDS,
  LINE_MESSAGE_RESULTS,
  LINE_QUOTA_WARNING_RATIO,
  LINE_RESULT_TEXT,
  type LineMessageKind,
  type LineMessageResult,
  type LineMessagesResponse,
  type LineUsageResponse,
} from '@hospital/contracts';
import { APP_CONFIG, PatientAccess, type AppConfig, type AuthUser } from '@hospital/core';
import { PeopleDirectory } from '@hospital/identity';
import { MESSAGES } from '@hospital/rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** This Bangkok month's messages: [from, to) in the database's own clock (the rows' `at` is its now()). */
const THIS_MONTH = `date_trunc('month', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok'`;

export interface MonthCounts {
  /** The Bangkok month, YYYY-MM. */
  month: string;
  /** Every kind × result, 0 where none. */
  counts: Array<{ kind: LineMessageKind; result: LineMessageResult; n: number }>;
}

/**
 * Issue 31 item 5, what staff and Admin read of line_messages (the notifications module's own
 * table): a person's messages, newest first (staff who may see the patient, by the one access
 * rule), and this Bangkok month's counts by kind and result (Admin's usage against
 * LINE_MONTHLY_QUOTA, and /metrics' hospital_line_messages).
 */
@Injectable()
export class LineDeliveryReads {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PatientAccess) private readonly access: PatientAccess,
    @Inject(PeopleDirectory) private readonly people: PeopleDirectory,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The person's last messages; 404 for an id that is nobody, or somebody `viewer` may not see. */
  async ofPerson(viewer: AuthUser, userID: string): Promise<LineMessagesResponse> {
    if (!UUID.test(userID) || !(await this.access.canSee(viewer, userID))) throw new NotFoundException(MESSAGES.patientNotFound);
    const person = await this.people.profileOf(userID);
    if (!person) throw new NotFoundException(MESSAGES.patientNotFound);
    const rows: Array<{ at: Date; kind: LineMessageKind; about: string; result: LineMessageResult }> = await this.dataSource.query(
      `SELECT at, kind, about, result FROM line_messages WHERE user_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,
      [userID, LINE_MESSAGES_LISTED],
    );
    return {
      data: rows.map((r) => ({ at: new Date(r.at).toISOString(), kind: r.kind, about: r.about, result: r.result, resultText: LINE_RESULT_TEXT[r.result] })),
      lineStatus: person.lineStatus,
    };
  }

  /** This Bangkok month's messages by kind and result (every pair, 0 where none). */
  async thisMonth(): Promise<MonthCounts> {
    const rows: Array<{ month: string; kind: LineMessageKind | null; result: LineMessageResult | null; n: number }> = await this.dataSource.query(
      `SELECT to_char(now() AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM') AS month, m.kind, m.result, count(m.id)::int AS n
         FROM (SELECT 1) one
         LEFT JOIN line_messages m ON m.at >= ${THIS_MONTH}
        GROUP BY m.kind, m.result`,
    );
    const n = (kind: LineMessageKind, result: LineMessageResult) => rows.find((r) => r.kind === kind && r.result === result)?.n ?? 0;
    return {
      month: rows[0].month,
      counts: LINE_MESSAGE_KINDS.flatMap((kind) => LINE_MESSAGE_RESULTS.map((result) => ({ kind, result, n: n(kind, result) }))),
    };
  }

  /** Admin: this month's sent pushes (they count against the plan's quota) and replies (free). */
  async usage(): Promise<LineUsageResponse> {
    const { month, counts } = await this.thisMonth();
    const sent = (kind: LineMessageKind) => counts.find((c) => c.kind === kind && c.result === 'sent')?.n ?? 0;
    const pushes = sent('push');
    const quota = this.config.line.monthlyQuota;
    const ratio = quota > 0 ? pushes / quota : 0;
    return { month, pushes, replies: sent('reply'), quota, ratio, warning: quota > 0 && ratio >= LINE_QUOTA_WARNING_RATIO };
  }
}
