import { z, nameSchemas } from '@hospital/core';
import { BOARD_MESSAGES, BOARD_SORTS, BOARD_SORT_MESSAGE, KEYWORD_MAX_LENGTH, MESSAGES, isOutOfBoundsYear } from '@hospital/rules';
import { TeleRequestAnswer } from '../cases/tele-answers.schemas.js';

/**
 * The query of the staff boards (care-services §7 GET /api/v1/tele, /api/v1/networktele;
 * docs/decisions.md "Staff boards"): each value is one piece of text (a repeated one is
 * refused with its field's message). What the text means ('all', today, a board name) is
 * parseTeleBoardQuery's (libs/rules), which the page uses to build the same query.
 */
const queryText = (max: number, message: string) => z.string({ error: message }).trim().max(max, { error: message }).optional();

// Issue 28 item 4: a day's year is 1900–2200 (what else a date may be is parseTeleBoardQuery's).
const AppointDatetime = queryText(40, BOARD_MESSAGES.dateInvalid)
  .refine((v) => v === undefined || !isOutOfBoundsYear(v), { error: MESSAGES.dateYearOutOfRange })
  .meta({
  description: "a day 'YYYY-MM-DD' or an ISO date-time (Bangkok); empty or absent: today; 'all': every day",
  example: '2026-07-08',
});
const FlowStatus = queryText(10, BOARD_MESSAGES.flowStatusInvalid).meta({ description: "one flowStatus (0, 1, 2, -3, 3, 4, -5, 5, 6, 7) or 'all'", example: '1' });
const Keyword = queryText(KEYWORD_MAX_LENGTH, BOARD_MESSAGES.keywordTooLong).meta({ description: "part of the patient's name, HN, phone or national ID" });
/** Issue 14 item 1: 'urgency' puts the earliest SLA due (the most overdue) first; default 'appointment'. */
const Sort = z.enum(BOARD_SORTS, { error: BOARD_SORT_MESSAGE }).optional().meta({ description: "'appointment' (default) or 'urgency'", example: 'urgency' });

/** GET /api/v1/tele (hospital staff). */
export const TeleBoardQuery = z.object({
  AppointDatetime,
  ServiceType: queryText(10, BOARD_MESSAGES.serviceTypeInvalid).meta({ description: "1, 2, 3 or 5, or 'all'", example: '1' }),
  FlowStatus,
  Board: queryText(20, BOARD_MESSAGES.boardInvalid).meta({ description: "nurse, doctor, finance, shipping or 'all'", example: 'nurse' }),
  Keyword,
  Sort,
});
export type TeleBoardQueryInput = z.output<typeof TeleBoardQuery>;

/** GET /api/v1/networktele: always consultations (no ServiceType nor Board). */
export const NetworkBoardQuery = z.object({ AppointDatetime, FlowStatus, Keyword, Sort });
export type NetworkBoardQueryInput = z.output<typeof NetworkBoardQuery>;

/** Issue 35 item 1: GET /api/v1/doctortele: always the doctor stage (flowStatus 2), today unless a day is asked. */
export const DoctorBoardQuery = z.object({ AppointDatetime, Keyword });
export type DoctorBoardQueryInput = z.output<typeof DoctorBoardQuery>;

/** TeleListResponse: the rows and the count per flowStatus (without the FlowStatus and Board filters). */
export const TeleListAnswer = z.object({
  data: z.array(
    TeleRequestAnswer.extend({
      statusSince: z.string().meta({ description: 'when the case entered its current flowStatus (ISO)' }),
      overdue: z.boolean().meta({ description: "more than the status's SLA has passed (hospital calendar)" }),
      slaDueAt: z.string().nullable().meta({ description: 'when it turns red (ISO); null: no SLA at this status' }),
      slaAmberAt: z.string().nullable().meta({ description: 'when it turns amber, 75 % of the SLA (ISO)' }),
      slaLevel: z.enum(['none', 'ok', 'amber', 'red']),
    }),
  ),
  now: z.string().optional().meta({ description: "the server's clock when it answered (ISO)" }),
  counts: z.record(z.string(), z.number().int()).meta({ description: 'flowStatus → number of cases', example: { '0': 2, '1': 0 } }),
});

/** Issue 30 item 2: these calls' schemas by name (the API docs' components.schemas). */
nameSchemas({ TeleListAnswer });
