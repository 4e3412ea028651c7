import { CONSENT_MESSAGES, CONSENT_PURPOSES, CONSENT_TEXT_MAX, CONSENT_VERSION_MAX, type ConsentPurpose } from '@hospital/contracts';

/**
 * Issue 15 items 1–2, the purposes a person consents to, shared by the privacy and renewal
 * pages and the server: the Thai title, whether it is required for care (then it cannot be
 * withdrawn here, only by closing the account) and what a withdrawal means, said before it
 * happens.
 */
export interface ConsentPurposeInfo {
  title: string;
  required: boolean;
  /** Plain Thai, shown before a withdrawal; null when the purpose cannot be withdrawn. */
  withdrawalMeans: string | null;
}

export const CONSENT_PURPOSE_INFO: Readonly<Record<ConsentPurpose, ConsentPurposeInfo>> = {
  registration: {
    title: 'การลงทะเบียนและการรับบริการการแพทย์ทางไกล',
    required: true,
    withdrawalMeans: null,
  },
  telemedicine: {
    title: 'การรับบริการตรวจรักษาทางไกล (Telemedicine)',
    required: true,
    withdrawalMeans: null,
  },
  network_sharing: {
    title: 'การส่งต่อข้อมูลให้โรงพยาบาลเครือข่าย',
    required: false,
    withdrawalMeans:
      'แพทย์และเจ้าหน้าที่ของโรงพยาบาลเครือข่ายจะไม่เห็นรายการและข้อมูลการรักษาของท่านอีก การปรึกษาแพทย์ร่วมกับโรงพยาบาลเครือข่ายจะทำไม่ได้จนกว่าท่านจะให้ความยินยอมอีกครั้ง การรักษาที่โรงพยาบาลยังดำเนินต่อตามปกติ',
  },
  vaccine_child: {
    title: 'การให้บุตรหลานรับวัคซีน',
    required: true,
    withdrawalMeans: null,
  },
  line_messages: {
    title: 'การรับข้อความแจ้งเตือนทาง LINE',
    required: false,
    withdrawalMeans:
      'โรงพยาบาลจะไม่ส่งข้อความแจ้งเตือนทาง LINE ถึงท่านอีก เช่น การยืนยันนัด ความคืบหน้าของการรักษา และการจัดส่งยา ท่านต้องเข้ามาดูสถานะในระบบเอง และเปิดรับข้อความอีกครั้งได้ทุกเมื่อ',
  },
};

export function isConsentPurpose(value: unknown): value is ConsentPurpose {
  return typeof value === 'string' && (CONSENT_PURPOSES as readonly string[]).includes(value);
}

/** Not required for care: the person may withdraw it on the privacy page. */
export function isWithdrawable(purpose: ConsentPurpose): boolean {
  return !CONSENT_PURPOSE_INFO[purpose].required;
}

/** Issue 30 item 2: the consent calls' limits and Thai answers are declared in libs/contracts (input/consent-messages.ts), beside ConsentAgreeBody; re-exported here. */
export { CONSENT_MESSAGES, CONSENT_TEXT_MAX, CONSENT_VERSION_MAX };

/** What the ledger knows of one person and one purpose, for the rule below. */
export interface PurposeUse {
  purpose: ConsentPurpose;
  /** The person has at least one row for the purpose. */
  hasRecord: boolean;
  /** The newest row is withdrawn. */
  withdrawn: boolean;
  /** The newest row is of the version now in force. */
  agreedCurrent: boolean;
}

/**
 * Issue 15 item 1, "asked again before going on": the purposes a person uses whose current
 * version they have not agreed to. Decided:
 *  - registration: every patient (a signed-in user without a role) and anyone with a row;
 *  - telemedicine, network_sharing, line_messages: whoever agreed to an earlier version (the
 *    first telemedicine agreement is the first booking; LINE messages the LINE registration);
 *  - a withdrawn purpose is not asked again (the person said no; they agree again on /privacy);
 *  - vaccine_child never: a parent signs it with each booking, for the child named there.
 * Staff (with a role) are never asked.
 */
export function duePurposes(isPatient: boolean, uses: readonly PurposeUse[]): ConsentPurpose[] {
  if (!isPatient) return [];
  return uses
    .filter((u) => {
      if (u.purpose === 'vaccine_child' || u.agreedCurrent) return false;
      if (u.purpose === 'registration') return true;
      return u.hasRecord && !u.withdrawn;
    })
    .map((u) => u.purpose);
}
