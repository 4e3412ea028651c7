import { z } from './input/zod-thai.js';

/**
 * Issue 31 item 5, delivery you can see, one declaration per call: a person's messages on LINE
 * (GET /api/v1/line/messages?userID=…, staff who may see the patient) and the month's count
 * against the plan's quota (GET /api/v1/line/usage, Admin), and a person's LINE status as the
 * staff's profile and case answers carry it. libs/notifications' line-calls.schemas.ts
 * re-exports and names them.
 */

/** linked: LINE account linked and following the OA; unreachable: linked but blocked (unfollowed) the OA; none: no LINE account. */
export const LINE_STATUSES = ['linked', 'unreachable', 'none'] as const;
export const LineStatusAnswer = z.enum(LINE_STATUSES).meta({ description: "linked: pushes reach the person; unreachable: they blocked the hospital's LINE OA; none: no LINE account" });
export type LineStatus = z.output<typeof LineStatusAnswer>;

/** The one rule: no LINE id → none; a LINE id whose person blocked the OA (users.line_unfollowed_at set) → unreachable; else linked. */
export function lineStatusOf(lineUserId: string | null | undefined, unfollowed: boolean): LineStatus {
  if (!lineUserId) return 'none';
  return unfollowed ? 'unreachable' : 'linked';
}

export const LINE_MESSAGE_KINDS = ['push', 'reply'] as const;
export const LINE_MESSAGE_RESULTS = ['sent', 'refused', 'unreachable', 'withdrawn'] as const;
export type LineMessageKind = (typeof LINE_MESSAGE_KINDS)[number];
export type LineMessageResult = (typeof LINE_MESSAGE_RESULTS)[number];

/** The Thai words staff read for each result. */
export const LINE_RESULT_TEXT: Readonly<Record<LineMessageResult, string>> = Object.freeze({
  sent: 'ส่งแล้ว',
  refused: 'LINE ปฏิเสธ',
  unreachable: 'ติดต่อทาง LINE ไม่ได้',
  withdrawn: 'ผู้ป่วยถอนความยินยอม',
});

/** The messages a call answers with at most, newest first. */
export const LINE_MESSAGES_LISTED = 50;

/** One message to the person: when (ISO instant), push or reply, what about, and what became of it. */
export const LineMessageAnswer = z.object({
  at: z.string().meta({ description: 'ISO instant', example: '2026-11-23T09:30:00.000Z' }),
  kind: z.enum(LINE_MESSAGE_KINDS),
  about: z.string().meta({ example: 'เตือนนัดหมาย' }),
  result: z.enum(LINE_MESSAGE_RESULTS),
  resultText: z.string().meta({ example: 'ส่งแล้ว' }),
});
export type LineMessage = z.output<typeof LineMessageAnswer>;

/** GET /api/v1/line/messages?userID=…: newest first, at most LINE_MESSAGES_LISTED; the person's LINE status. */
export const LineMessagesAnswer = z.object({
  data: z.array(LineMessageAnswer),
  lineStatus: LineStatusAnswer,
});
export type LineMessagesResponse = z.output<typeof LineMessagesAnswer>;

/** Admin is warned from this share of the month's quota. */
export const LINE_QUOTA_WARNING_RATIO = 0.8;

/** GET /api/v1/line/usage: this Bangkok month's messages against LINE_MONTHLY_QUOTA (0: no quota, ratio 0). */
export const LineUsageAnswer = z.object({
  month: z.string().meta({ description: 'the Bangkok month, YYYY-MM', example: '2026-11' }),
  pushes: z.number().int().meta({ description: 'pushes sent this month (they count against the quota)' }),
  replies: z.number().int().meta({ description: 'replies sent this month (free)' }),
  quota: z.number().int().meta({ description: 'LINE_MONTHLY_QUOTA; 0 = none' }),
  ratio: z.number().meta({ description: 'pushes / quota (0 without a quota)', example: 0.82 }),
  warning: z.boolean().meta({ description: 'ratio ≥ 0.8' }),
});
export type LineUsageResponse = z.output<typeof LineUsageAnswer>;
