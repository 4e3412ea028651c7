import type { ConsentPurpose } from '@hospital/contracts';

/**
 * SQL that is true when the person `userColumn` names has withdrawn `purpose` (rows, none of
 * them in force). `purpose` is a catalogue name, never user input. Identity's own, and not
 * exported from libs/identity (issue 30 item 1): the patient access rule (patient-access/, for
 * 'network_sharing') and the LINE recipients use it; other domains never paste it into a query,
 * they take PatientAccess's condition (issue 28 item 2).
 */
export function withdrawnSql(purpose: ConsentPurpose, userColumn: string): string {
  return `(EXISTS (SELECT 1 FROM consent_ledger cl WHERE cl.user_id = ${userColumn} AND cl.purpose = '${purpose}' AND cl.withdrawn_at IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM consent_ledger cl WHERE cl.user_id = ${userColumn} AND cl.purpose = '${purpose}' AND cl.withdrawn_at IS NULL))`;
}
