import { NETWORK_ROLE_PREFIX, Role, type Board, type Room } from '@hospital/contracts';

export interface RoleHolder {
  role: string | null | undefined;
  fullName?: string;
}

export function isStaff(role: string | null | undefined): role is string {
  return typeof role === 'string' && role !== '';
}

export function isNetworkRole(role: string | null | undefined): boolean {
  return isStaff(role) && role.startsWith(NETWORK_ROLE_PREFIX);
}

/** Where a person lands after sign-in with no saved location (accounts §4). */
export function homeRouteFor(role: string | null | undefined): '/home' | '/hospital' | '/admin' {
  if (!isStaff(role)) return '/home';
  return isNetworkRole(role) ? '/hospital' : '/admin';
}

export interface MenuItem {
  to: string;
  label: string;
}

/**
 * The navbar of accounts §2 and §6 by role. `teleHospitalName` is the full name of the
 * telemedicine hospital's own network account, which also gets the report.
 */
export function menuFor(user: RoleHolder | null, teleHospitalName: string): MenuItem[] {
  if (!user) return [{ to: '/login', label: 'เข้าสู่ระบบ' }];
  const common: MenuItem[] = [
    { to: '/profile', label: 'ข้อมูลส่วนตัว' },
    { to: '/logout', label: 'ออกจากระบบ' },
  ];
  if (!isStaff(user.role)) {
    return [{ to: '/home', label: 'หน้าหลัก' }, { to: '/tele', label: 'นัดหมาย' }, ...common];
  }
  if (isNetworkRole(user.role)) {
    const items: MenuItem[] = [
      { to: '/hospital', label: 'นัดหมายปรึกษา' },
      // Issue 35 item 1: the network doctor's board of today's doctor-stage cases.
      ...(user.role === Role.NetworkDoctor ? [{ to: '/hospital/doctor', label: 'ผู้ป่วยรอพบแพทย์' }] : []),
      { to: '/hospital/patient', label: 'จัดการผู้ป่วย' },
    ];
    if (user.fullName === teleHospitalName) items.push({ to: '/hospital/report', label: 'รายงาน' });
    return [...items, ...common];
  }
  return [
    { to: '/admin', label: 'จัดการ Telemedicine' },
    { to: '/admin/booking', label: 'จัดการการจอง' },
    ...common,
  ];
}

/**
 * Who may read what: each list is declared once here and used by both the HTTP read (the
 * controllers' @Allow / @OwnerOr) and the socket room carrying the same data (canJoinRoom),
 * so a room follows exactly the rule of its HTTP read (issue 18 finding 6). An entry is a
 * role name, 'network' (any role starting with N_) or 'patient' (a signed-in user without a
 * role), as @Allow reads it.
 */
export type Audience = 'patient' | 'network' | (string & {});

/** GET /api/v1/user/Id/:userID besides the owner: the room `patient:<userID>` too. */
export const PROFILE_READERS = [Role.Admin, Role.Medrec, Role.Nurse, 'network'] as const satisfies readonly Audience[];
/** GET /api/v1/tele (every view, ?Board=nurse|doctor|finance|shipping): the rooms board:nurse, doctor, finance, shipping. */
export const TELE_BOARD_READERS = [Role.Admin, Role.Medrec, Role.Nurse, Role.Finance, Role.Shipping] as const satisfies readonly Audience[];
/**
 * Issue 35 item 1: GET /api/v1/doctortele (today's doctor-stage cases) and the room board:doctor:
 * the hospital's board readers and the network doctor (N_DOCTOR), who sees and moves on the
 * doctor stage (docs/decisions.md "Issue 35 item 1: the doctor's screen").
 */
export const DOCTOR_BOARD_READERS = [...TELE_BOARD_READERS, Role.NetworkDoctor] as const satisfies readonly Audience[];
/** GET /api/v1/networktele: the room board:network. */
export const NETWORK_BOARD_READERS = [Role.Admin, 'network'] as const satisfies readonly Audience[];
/** GET /api/v1/bookings (the in-person booking board): the room board:booking. */
export const BOOKING_BOARD_READERS = [Role.Admin, Role.Nurse, Role.Medrec] as const satisfies readonly Audience[];
/** GET /api/v1/audit/signins and every case of every board: the room board:admin. */
export const ADMIN_BOARD_READERS = [Role.Admin] as const satisfies readonly Audience[];

/** The HTTP read behind each board room. */
export const BOARD_READERS: Readonly<Record<Board, readonly Audience[]>> = {
  nurse: TELE_BOARD_READERS,
  doctor: DOCTOR_BOARD_READERS,
  finance: TELE_BOARD_READERS,
  shipping: TELE_BOARD_READERS,
  network: NETWORK_BOARD_READERS,
  booking: BOOKING_BOARD_READERS,
  admin: ADMIN_BOARD_READERS,
};

/** Whether a role belongs to an audience list (the same reading as the HTTP guard's). */
export function inAudience(role: string | null | undefined, audience: readonly Audience[]): boolean {
  return audience.some((who) => {
    if (who === 'patient') return !isStaff(role);
    if (who === 'network') return isNetworkRole(role);
    return role === who;
  });
}

export interface RoomViewer {
  userID: string;
  role: string | null;
}

/**
 * Room access, checked when a socket joins and again on every delivery: a room is joined by
 * exactly who may read its data over HTTP — `patient:<id>` the owner and PROFILE_READERS,
 * `board:<name>` BOARD_READERS[name].
 */
export function canJoinRoom(viewer: RoomViewer, room: Room | string): boolean {
  if (room.startsWith('patient:')) return room === `patient:${viewer.userID}` || inAudience(viewer.role, PROFILE_READERS);
  if (!room.startsWith('board:')) return false;
  const board = room.slice('board:'.length);
  return Object.hasOwn(BOARD_READERS, board) && inAudience(viewer.role, BOARD_READERS[board as Board]);
}

/**
 * Issue 28 item 2: whose data one delivery to `room` carries, for the one patient access rule
 * (PatientAccess, asked by the gateway on every join and delivery after canJoinRoom):
 *  - `patient:<id>`: that person's (a network account stops hearing a patient who withdrew
 *    network sharing or closed the account);
 *  - `board:network` to a network account: the case's patient, and only when the account is
 *    one of the consultation's own (the event's `networkOf`: who asked, who was asked, as
 *    GET /api/v1/networktele shows it); an event that names none reaches no network account;
 *  - any other room, or a hospital account on board:network (Admin reads every consultation): nobody's.
 * Answers the patient's id to ask the rule about, null when there is none to ask, false when refused.
 */
export function patientOfDelivery(viewer: RoomViewer, room: string, payload?: unknown): string | null | false {
  const patient = patientOfRoom(room);
  if (patient !== null) return patient;
  const event = (payload ?? {}) as { userID?: unknown; networkOf?: unknown };
  // Issue 35 item 1: the network doctor on board:doctor hears only the patients they may see.
  if (room === 'board:doctor' && isNetworkRole(viewer.role)) return typeof event.userID === 'string' ? event.userID : false;
  if (room !== 'board:network' || !isNetworkRole(viewer.role)) return null;
  const ownCase = Array.isArray(event.networkOf) && event.networkOf.includes(viewer.userID);
  return ownCase && typeof event.userID === 'string' ? event.userID : false;
}

/** The person whose room `patient:<id>` is (asked of the patient access rule when a socket joins), or null for a board. */
export function patientOfRoom(room: string): string | null {
  return room.startsWith('patient:') ? room.slice('patient:'.length) : null;
}
