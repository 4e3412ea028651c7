/**
 * Issue 15, the patient's data rights (PDPA): the consent ledger, withdrawal, a copy of one's
 * own data and who has looked at one's record. Shapes shared by the api and the web app.
 */

/** What a person consents to. */
export const CONSENT_PURPOSES = ['registration', 'telemedicine', 'network_sharing', 'vaccine_child', 'line_messages'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How the consent was given: in LINE, on the web, through ThaiD, or on paper taken by staff. */
export const CONSENT_CHANNELS = ['line', 'web', 'thaid', 'staff_paper'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** One row of the ledger: one agreement to one version of one purpose's text. */
export interface ConsentRecord {
  id: string;
  purpose: ConsentPurpose;
  version: string;
  /** SHA-256 of the exact text shown (the text is stored once, by this hash). */
  textSha256: string;
  givenAt: string;
  channel: ConsentChannel;
  /** SHA-256 of the signature image, where one was signed. */
  signatureSha256: string | null;
  /** Whom the consent is for when not the person themselves (a parent's consent for a child's vaccine): the child's name. */
  subjectName: string | null;
  withdrawnAt: string | null;
}

/** A purpose as the person's privacy page shows it. */
export interface ConsentPurposeState {
  purpose: ConsentPurpose;
  /** Thai title of the purpose. */
  title: string;
  /** Required for care: it cannot be withdrawn here (only by closing the account). */
  required: boolean;
  /** What a withdrawal means, in plain Thai, shown before it happens (null when it cannot be withdrawn). */
  withdrawalMeans: string | null;
  /** The version now in force. */
  current: { version: string; textSha256: string; text: string; publishedAt: string };
  /** The person agreed to the current version and has not withdrawn it. */
  agreedCurrent: boolean;
  /** The person's rows for this purpose, newest first. */
  records: ConsentRecord[];
}

/** GET /api/v1/me/consents (and the answer of agree / withdraw). */
export interface MyConsentsResponse {
  purposes: ConsentPurposeState[];
  /** Purposes the person uses whose current version they have not agreed to: asked before going on. */
  due: ConsentPurpose[];
}

/** POST /api/v1/me/consents/{purpose}/agree: the version the person read (its hash), and the channel. */
export interface ConsentAgreeRequest {
  textSha256: string;
}

/** Admin: the text versions of every purpose (GET/POST /api/v1/admin/consent-texts). */
export interface ConsentTextVersion {
  purpose: ConsentPurpose;
  version: string;
  textSha256: string;
  text: string;
  publishedAt: string;
  publishedBy: string | null;
  current: boolean;
}

/** One line of "who has looked at my record" (GET /api/v1/me/access-log). */
export interface AccessLogEntry {
  at: string;
  /** The staff role, in Thai (e.g. พยาบาล). */
  role: string;
  /** The staff member's name where the hospital allows showing it (ACCESS_LOG_SHOW_STAFF_NAMES), else null. */
  staffName: string | null;
  /** What was done, in plain Thai (opened the telemedicine case, changed the profile…). */
  action: string;
  /** Where: the screen or the system it came from, in plain Thai. */
  where: string;
}

export interface AccessLogResponse {
  data: AccessLogEntry[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/**
 * GET /api/v1/me/export: everything the product keeps about the signed-in person. Each section
 * is one table's rows about them (files as links, never bytes); `tables` names every table the
 * export covers, so a test can compare it with the schema.
 */
export interface PersonalDataExport {
  exportedAt: string;
  userID: string;
  sections: Array<{ table: string; title: string; rows: Array<Record<string, unknown>> }>;
  tables: string[];
}
