import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PatientAccess, bindTo, type PatientViewer } from '@hospital/core';
import { isNetworkRole, isStaff } from '@hospital/rules';
import { withdrawnSql } from '../consents/withdrawn-sql.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How the rule reads a viewer: the person themselves, a patient (no role), hospital staff, network staff. */
type ViewerKind = 'patient' | 'hospital' | 'network';
function kindOf(viewer: PatientViewer): ViewerKind {
  if (!isStaff(viewer.role)) return 'patient';
  return isNetworkRole(viewer.role) ? 'network' : 'hospital';
}

/**
 * Issue 28 item 2: the one rule "may this person see this patient's data" (docs/permissions.md,
 * top section), written here once; every reader asks it through the PatientAccess token
 * (libs/core), for single reads (canSee), lists and searches (condition) and HIS data by HN
 * (visibleHns). The rule:
 *  - everyone sees their own data;
 *  - a patient (no role) sees nobody else's;
 *  - the hospital's own staff see every patient (what each role may call is the route's @Allow);
 *  - network-hospital staff (N_…) see a patient unless the account is deactivated or the
 *    patient withdrew 'network_sharing' (and has not agreed again).
 * canSee and visibleHns run the SQL `condition` produces, so the rule exists once.
 */
@Injectable()
export class IdentityPatientAccess extends PatientAccess {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    super();
  }

  condition(viewer: PatientViewer, userColumn: string, bind: (value: unknown) => string): string {
    const kind = kindOf(viewer);
    if (kind === 'hospital') return 'TRUE';
    const own = `${userColumn} = ${bind(viewer.userID)}::uuid`;
    if (kind === 'patient') return `(${own})`;
    return `(${own} OR EXISTS (SELECT 1 FROM users pa_u WHERE pa_u.id = ${userColumn} AND pa_u.deactivated_at IS NULL
                  AND NOT ${withdrawnSql('network_sharing', 'pa_u.id')}))`;
  }

  async canSee(viewer: PatientViewer, patientUserID: string, m: EntityManager = this.dataSource.manager): Promise<boolean> {
    const kind = kindOf(viewer);
    if (kind === 'hospital') return true;
    if (typeof patientUserID !== 'string' || !UUID.test(patientUserID)) return false;
    if (patientUserID.toLowerCase() === viewer.userID.toLowerCase()) return true;
    if (kind === 'patient') return false;
    const params: unknown[] = [patientUserID];
    const rows: unknown[] = await m.query(`SELECT 1 WHERE ${this.condition(viewer, '$1::uuid', bindTo(params))}`, params);
    return rows.length > 0;
  }

  async visibleHns(viewer: PatientViewer, hns: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(hns.filter((hn): hn is string => typeof hn === 'string' && hn !== ''))];
    if (kindOf(viewer) === 'hospital' || wanted.length === 0) return new Set(wanted);
    const params: unknown[] = [wanted];
    // An HN is hidden when an account that holds it (or held it before it was deactivated,
    // and nobody active holds it now) is one the viewer may not see. A patient holds one HN.
    const holders = `SELECT x.id, x.hn AS hn FROM users x WHERE x.hn = ANY($1::text[])
                     UNION ALL
                     SELECT x.id, x.deactivated_identity->>'hn' AS hn FROM users x
                      WHERE x.deactivated_at IS NOT NULL AND x.deactivated_identity->>'hn' = ANY($1::text[])
                        AND NOT EXISTS (SELECT 1 FROM users a WHERE a.hn = x.deactivated_identity->>'hn')`;
    const condition = this.condition(viewer, 'h.id', bindTo(params));
    const rows: Array<{ hn: string }> = await this.dataSource.query(
      `SELECT w.hn FROM unnest($1::text[]) AS w(hn)
        WHERE NOT EXISTS (SELECT 1 FROM (${holders}) h WHERE h.hn = w.hn AND NOT ${condition})
          AND (${kindOf(viewer) === 'patient' ? 'EXISTS (SELECT 1 FROM (' + holders + ') h WHERE h.hn = w.hn AND ' + condition + ')' : 'TRUE'})`,
      params,
    );
    return new Set(rows.map((r) => r.hn));
  }
}

/** Binds the PatientAccess token (libs/core) to identity's rule, for every module of the app. */
@Global()
@Module({
  providers: [IdentityPatientAccess, { provide: PatientAccess, useExisting: IdentityPatientAccess }],
  exports: [PatientAccess],
})
export class PatientAccessModule {}
