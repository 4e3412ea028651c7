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
