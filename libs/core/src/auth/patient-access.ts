import type { EntityManager } from 'typeorm';

/** Who asks: the signed-in person (AuthUser fits). */
export interface PatientViewer {
  userID: string;
  role: string | null;
}

/**
 * Issue 28 item 2: "may this person see this patient's data", the one access rule every
 * reader asks (DESIGN.md: who may see a patient's data is one rule). This abstract class is
 * only the seam: shared libraries (files, the realtime gateway) cannot import a domain, so
 * they inject this token; the rule itself — role, ownership, network sharing withdrawn,
 * deactivated account — is written once, in libs/identity (which owns users and consents),
 * `IdentityPatientAccess`, and bound to this token there. docs/permissions.md states it.
 *
 * Nobody else writes the rule or its SQL: a list or search query takes `condition(...)`.
 */
export abstract class PatientAccess {
  /** Whether `viewer` may see the data of the person `patientUserID` (a single read). */
  abstract canSee(viewer: PatientViewer, patientUserID: string, m?: EntityManager): Promise<boolean>;

  /**
   * The rule as an SQL condition for a list or search query: true for the rows whose person
   * (the uuid in `userColumn`, e.g. 't.user_id') `viewer` may see. Values are bound through
   * `bind`, which takes a value and answers its placeholder (e.g. pushes it on the query's
   * parameters and answers `$n`); `userColumn` is code, never user input.
   */
  abstract condition(viewer: PatientViewer, userColumn: string, bind: (value: unknown) => string): string;

  /**
   * For data keyed by HN (the HIS's visits): the HNs among `hns` whose person `viewer` may
   * see. An HN no account of ours holds is nobody's to withdraw: visible to staff.
   */
  abstract visibleHns(viewer: PatientViewer, hns: readonly string[]): Promise<Set<string>>;
}

/** A bind for `PatientAccess.condition` that appends to `params` and answers `$n`. */
export function bindTo(params: unknown[]): (value: unknown) => string {
  return (value) => {
    params.push(value);
    return `$${params.length}`;
  };
}
