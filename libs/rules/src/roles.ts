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

/** Which staff boards each role may watch. Admin watches every board. */
const BOARDS_BY_ROLE: Record<string, readonly Board[]> = {
  [Role.Nurse]: ['nurse', 'doctor', 'booking'],
  [Role.Medrec]: ['nurse', 'booking'],
  [Role.Finance]: ['finance'],
  [Role.Shipping]: ['shipping'],
};

export interface RoomViewer {
  userID: string;
  role: string | null;
}

/** Room access, checked when a socket joins and again on every delivery. */
export function canJoinRoom(viewer: RoomViewer, room: Room | string): boolean {
  if (room.startsWith('patient:')) {
    // The patient, and staff who may open a patient's profile (accounts §6).
    return room === `patient:${viewer.userID}` || isStaff(viewer.role);
  }
  if (!room.startsWith('board:') || !isStaff(viewer.role)) return false;
  const board = room.slice('board:'.length) as Board;
  if (viewer.role === Role.Admin) return true;
  if (isNetworkRole(viewer.role)) return board === 'network' || (viewer.role === Role.NetworkDoctor && board === 'doctor');
  return BOARDS_BY_ROLE[viewer.role]?.includes(board) ?? false;
}
