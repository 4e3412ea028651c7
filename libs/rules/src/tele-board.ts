import { Role, type Room } from '@hospital/contracts';
import { calendarDateOf } from './calendar.js';
import { canJoinRoom, isNetworkRole } from './roles.js';
import { FLOW_STATUSES, boardOf, isFlowStatus, type FlowStatus, type TeleBoard } from './tele-flow.js';
import { TELE_MESSAGES } from './tele-messages.js';
import { CONSULT_SERVICE_TYPE } from './tele-service.js';
import { bangkokDateKey } from './thai-date.js';

/**
 * care-services §2 Staff pages and §7 GET /api/v1/tele, /api/v1/networktele: the live staff
 * boards. The page builds its query from these, the server reads the query with the same
 * parser, so a filter the page offers is a filter the server accepts (docs/decisions.md,
 * "Staff boards"):
 *  - AppointDatetime absent or empty → today in Bangkok; 'all' → every date; otherwise a
 *    date 'YYYY-MM-DD' or an ISO date-time (read in Bangkok).
 *  - ServiceType absent, empty or 'all' → every type (1, 2, 5 and consultations 3).
 *  - FlowStatus absent, empty or 'all' → every status; else one status of the machine.
 *  - Board (nurse|doctor|finance|shipping) keeps the statuses boardOf() puts on that board.
 *  - Keyword: a substring of the patient's name, HN, phone or national ID, any case.
 *  - counts are per flowStatus over the date, service type and keyword only (not FlowStatus,
 *    not Board), so one answer gives the badges of every status and every board tab.
 */

export const TELE_BOARDS: readonly TeleBoard[] = ['nurse', 'doctor', 'finance', 'shipping'];
export type BoardView = 'all' | TeleBoard;
export const BOARD_VIEWS: readonly BoardView[] = ['all', ...TELE_BOARDS];
export const BOARD_VIEW_NAMES: Readonly<Record<BoardView, string>> = {
  all: 'ทั้งหมด',
  nurse: 'พยาบาล',
  doctor: 'แพทย์',
  finance: 'การเงิน',
  shipping: 'จัดส่ง',
};

export function isTeleBoard(value: unknown): value is TeleBoard {
  return typeof value === 'string' && (TELE_BOARDS as readonly string[]).includes(value);
}

/** The statuses a view lists, in the machine's order. */
export function statusesOfView(view: BoardView): FlowStatus[] {
  return FLOW_STATUSES.filter((s) => view === 'all' || boardOf(s) === view);
}

/** The view a role opens on: Nurse → nurse, Finance → finance, Shipping → shipping, Medrec → nurse, Admin (and others) → all. */
export function defaultBoardViewFor(role: string | null | undefined): BoardView {
  switch (role) {
    case Role.Nurse:
    case Role.Medrec:
      return 'nurse';
    case Role.Finance:
      return 'finance';
    case Role.Shipping:
      return 'shipping';
    default:
      return 'all';
  }
}

/**
 * The rooms a board page watches for a view: Admin watches board:admin (every case); others
 * the board room(s) of the view their role may join. A view with no room the role may join is
 * still readable, it just does not update by itself.
 */
export function boardRoomsFor(viewer: { userID: string; role: string | null }, view: BoardView): Room[] {
  if (viewer.role === Role.Admin) return ['board:admin'];
  const boards = view === 'all' ? TELE_BOARDS : [view];
  return boards.map((b) => `board:${b}` as Room).filter((room) => canJoinRoom(viewer, room));
}

/** Hospital staff of the telemedicine boards: any role that is not a network role. */
export function mayReadTeleBoard(role: string | null | undefined): boolean {
  return typeof role === 'string' && role !== '' && !isNetworkRole(role);
}

/** The network board (/hospital, GET /api/v1/networktele): N_ roles and Admin. */
export function mayReadNetworkBoard(role: string | null | undefined): boolean {
  return isNetworkRole(role) || role === Role.Admin;
}

/** Service types a staff board may filter on (§9 telemedicine 1, 2, 5 and consultations 3). */
export const BOARD_SERVICE_TYPES = [1, 2, 5, CONSULT_SERVICE_TYPE] as const;
export const KEYWORD_MAX_LENGTH = 100;

export const BOARD_MESSAGES = {
  dateInvalid: 'วันที่นัดหมายไม่ถูกต้อง',
  serviceTypeInvalid: 'ประเภทบริการไม่ถูกต้อง',
  flowStatusInvalid: TELE_MESSAGES.flowStatusUnknown,
  boardInvalid: 'มุมมองกระดานงานไม่ถูกต้อง',
  keywordTooLong: `คำค้นหายาวเกินไป (ไม่เกิน ${KEYWORD_MAX_LENGTH} ตัวอักษร)`,
  noCases: 'ไม่มีรายการในวันที่เลือก',
} as const;

export interface TeleBoardFilter {
  /** Bangkok date 'YYYY-MM-DD', or null for every date. */
  date: string | null;
  serviceType: number | null;
  flowStatus: FlowStatus | null;
  board: TeleBoard | null;
  /** Trimmed; '' for none. */
  keyword: string;
}

export type TeleBoardQueryResult = { filter: TeleBoardFilter; problem: null } | { filter: null; problem: string };

const ALL = 'all';
/** A query value as one string: undefined when absent, null when repeated or not text. */
function single(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return null;
  return value.trim();
}
const none = (v: string | undefined) => v === undefined || v === '' || v.toLowerCase() === ALL;

/**
 * Reads a board query (§7 AppointDatetime, ServiceType, FlowStatus, Keyword, and Board).
 * `now` decides 'today'. `network`: the network list, always consultations (no ServiceType
 * nor Board there).
 */
export function parseTeleBoardQuery(
  query: Record<string, unknown>,
  now: Date | number | string = Date.now(),
  options: { network?: boolean } = {},
): TeleBoardQueryResult {
  const bad = (problem: string): TeleBoardQueryResult => ({ filter: null, problem });

  const dateText = single(query.AppointDatetime);
  if (dateText === null) return bad(BOARD_MESSAGES.dateInvalid);
  let date: string | null;
  if (dateText === undefined || dateText === '') date = bangkokDateKey(now);
  else if (dateText.toLowerCase() === ALL) date = null;
  else {
    date = calendarDateOf(dateText);
    if (!date) return bad(BOARD_MESSAGES.dateInvalid);
  }

  let serviceType: number | null = options.network ? CONSULT_SERVICE_TYPE : null;
  let board: TeleBoard | null = null;
  if (!options.network) {
    const typeText = single(query.ServiceType);
    if (typeText === null) return bad(BOARD_MESSAGES.serviceTypeInvalid);
    if (!none(typeText)) {
      const n = /^\d$/.test(typeText!) ? Number(typeText) : NaN;
      if (!(BOARD_SERVICE_TYPES as readonly number[]).includes(n)) return bad(BOARD_MESSAGES.serviceTypeInvalid);
      serviceType = n;
    }
    const boardText = single(query.Board);
    if (boardText === null) return bad(BOARD_MESSAGES.boardInvalid);
    if (!none(boardText)) {
      if (!isTeleBoard(boardText)) return bad(BOARD_MESSAGES.boardInvalid);
      board = boardText;
    }
  }

  const statusText = single(query.FlowStatus);
  if (statusText === null) return bad(BOARD_MESSAGES.flowStatusInvalid);
  let flowStatus: FlowStatus | null = null;
  if (!none(statusText)) {
    const n = /^-?\d$/.test(statusText!) ? Number(statusText) : NaN;
    if (!isFlowStatus(n)) return bad(BOARD_MESSAGES.flowStatusInvalid);
    flowStatus = n;
  }

  const keywordText = single(query.Keyword);
  if (keywordText === null) return bad(BOARD_MESSAGES.keywordTooLong);
  const keyword = keywordText ?? '';
  if (keyword.length > KEYWORD_MAX_LENGTH) return bad(BOARD_MESSAGES.keywordTooLong);

  return { filter: { date, serviceType, flowStatus, board, keyword }, problem: null };
}

/** The query string a page sends for a filter (the inverse of parseTeleBoardQuery). */
export function teleBoardQueryString(f: Partial<TeleBoardFilter> & { date: string | null }, options: { network?: boolean } = {}): string {
  const params = new URLSearchParams();
  params.set('AppointDatetime', f.date ?? ALL);
  if (!options.network && f.serviceType != null) params.set('ServiceType', String(f.serviceType));
  if (f.flowStatus != null) params.set('FlowStatus', String(f.flowStatus));
  if (!options.network && f.board) params.set('Board', f.board);
  if (f.keyword && f.keyword.trim() !== '') params.set('Keyword', f.keyword.trim());
  return params.toString();
}

/** Every status with 0, then the counted ones: stable badges. */
export function emptyStatusCounts(): Record<string, number> {
  return Object.fromEntries(FLOW_STATUSES.map((s) => [String(s), 0]));
}

/** The total of a view's statuses in a counts answer (the tab badges). */
export function countOfView(counts: Record<string, number>, view: BoardView): number {
  return statusesOfView(view).reduce<number>((sum, s) => sum + (counts[String(s)] ?? 0), 0);
}
