// The two rich menus of the hospital's LINE Official Account (issue 31 item 3), from code: the
// guest menu everyone sees by default (register, vaccines, contact) and the patient menu linked
// to each registered person (home, telemedicine, clinic booking, pay, treatment history,
// privacy). Each tile opens its page: the LIFF entry (/lineliff/<page>, signed in by LINE) as
// https://liff.line.me/<LIFF id>/<page>, or the product's own /lineliff/<page> address when LIFF
// is the mock (dev, tests: the LINE stand-in).
import type { LiffIds } from '@hospital/contracts';
import type { AppConfig } from '@hospital/core';
import { liffTargetFor } from '@hospital/rules';
import type { RichMenuIcon } from './rich-menu-icons.js';

export type RichMenuKind = 'guest' | 'patient';

export interface RichMenuTile {
  /** The tile's words (also the action's label, ≤ 20 characters, read aloud by LINE). */
  label: string;
  /** A smaller line under the label. */
  caption: string;
  icon: RichMenuIcon;
  uri: string;
  /** The tile drawn in the hospital's teal: the menu's main action. */
  accent?: boolean;
}

export interface RichMenuDesign {
  kind: RichMenuKind;
  size: { width: number; height: number };
  /** The chat bar's words (≤ 14 characters). */
  chatBarText: string;
  /** Tiles left to right, top to bottom, three a row. */
  tiles: RichMenuTile[];
}

/** What the menus' links are made from. */
export interface RichMenuSettings {
  publicBaseUrl: string;
  liffIds: LiffIds;
  liffMock: boolean;
  /** The contact tile: tel:… or a web page (LINE_CONTACT_URI). */
  contactUri: string;
}

export function richMenuSettingsOf(config: Pick<AppConfig, 'publicBaseUrl' | 'line'>): RichMenuSettings {
  return { publicBaseUrl: config.publicBaseUrl, liffIds: config.line.liffIds, liffMock: config.line.liffMock, contactUri: config.line.contactUri };
}

/**
 * The LINE entry of `page` (accounts §2 /lineliff/:redirect; '' = the entry without a redirect,
 * which lands on /home or the registration). With LIFF: the LIFF id the entry page starts for that
 * page (as LineLiffEntry picks it), the page as the LIFF path — every LIFF app's endpoint URL is
 * <PUBLIC_BASE_URL>/lineliff (docs/decisions.md).
 */
export function lineEntryLink(s: RichMenuSettings, page: string, query = ''): string {
  const liffId = s.liffIds[liffTargetFor(page || undefined)] || s.liffIds.default;
  const path = page ? `/${page}` : '';
  return liffId && !s.liffMock ? `https://liff.line.me/${liffId}${path}${query}` : `${s.publicBaseUrl}/lineliff${path}${query}`;
}

export const PATIENT_MENU_SIZE = { width: 2500, height: 1686 };
export const GUEST_MENU_SIZE = { width: 2500, height: 843 };

export function guestMenu(s: RichMenuSettings): RichMenuDesign {
  const contact = s.contactUri.startsWith('tel:') ? 'โทรหาเจ้าหน้าที่' : 'ช่องทางติดต่อ';
  return {
    kind: 'guest',
    size: GUEST_MENU_SIZE,
    chatBarText: 'เมนูบริการ',
    tiles: [
      { label: 'ลงทะเบียนผู้ป่วย', caption: 'เริ่มใช้บริการผ่าน LINE', icon: 'register', uri: lineEntryLink(s, ''), accent: true },
      { label: 'วัคซีน', caption: 'ประวัติและจองคิววัคซีน', icon: 'vaccine', uri: `${s.publicBaseUrl}/vaccine` },
      { label: 'ติดต่อโรงพยาบาล', caption: contact, icon: 'contact', uri: s.contactUri },
    ],
  };
}

export function patientMenu(s: RichMenuSettings): RichMenuDesign {
  return {
    kind: 'patient',
    size: PATIENT_MENU_SIZE,
    chatBarText: 'เมนูผู้ป่วย',
    tiles: [
      { label: 'หน้าหลัก', caption: 'นัดหมายและสถานะของฉัน', icon: 'home', uri: lineEntryLink(s, '') },
      { label: 'พบแพทย์ออนไลน์', caption: 'การแพทย์ทางไกล', icon: 'video', uri: lineEntryLink(s, 'tele'), accent: true },
      { label: 'จองคิวตรวจ', caption: 'ตรวจที่โรงพยาบาล', icon: 'calendar', uri: lineEntryLink(s, 'booking') },
      { label: 'ชำระเงิน', caption: 'ดูยอดและแนบสลิป', icon: 'pay', uri: lineEntryLink(s, '', '?ServiceType=tele') },
      { label: 'ประวัติการรักษา', caption: 'ผลตรวจและยาที่ได้รับ', icon: 'history', uri: lineEntryLink(s, 'PHR') },
      { label: 'ความเป็นส่วนตัว', caption: 'ความยินยอมและข้อมูล', icon: 'privacy', uri: lineEntryLink(s, 'privacy') },
    ],
  };
}

/** The tiles' tappable areas: a grid of three columns over the whole menu, edge to edge. */
export function tileBounds(design: RichMenuDesign): Array<{ x: number; y: number; width: number; height: number }> {
  const columns = 3;
  const rows = Math.ceil(design.tiles.length / columns);
  const at = (i: number, n: number, total: number) => Math.round((i * total) / n);
  return design.tiles.map((_, i) => {
    const c = i % columns;
    const r = Math.floor(i / columns);
    const x = at(c, columns, design.size.width);
    const y = at(r, rows, design.size.height);
    return { x, y, width: at(c + 1, columns, design.size.width) - x, height: at(r + 1, rows, design.size.height) - y };
  });
}
