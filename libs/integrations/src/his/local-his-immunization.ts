import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { VaccineCertResponse } from '@hospital/contracts';
import type { HisImmunizationPort } from './his-immunization.port.js';

interface ImmunizationRow {
  full_name: string;
  cert_id: string;
  vaccine_name: string | null;
  vaccine_ref_name: string | null;
  immunization_datetime: string | null;
  lot_number: string | null;
  hospital_name: string | null;
}

/** The immunization stand-in over his.immunization_certs / his.immunizations. */
@Injectable()
export class LocalHisImmunization implements HisImmunizationPort {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async certificate(cid: string): Promise<VaccineCertResponse> {
    const rows: ImmunizationRow[] = await this.dataSource.query(
      `SELECT c.full_name, c.cert_id, i.vaccine_name, i.vaccine_ref_name, i.lot_number, i.hospital_name,
              to_char(i.immunization_dt AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') AS immunization_datetime
         FROM his.immunization_certs c
         LEFT JOIN his.immunizations i ON i.cid = c.cid
        WHERE c.cid = $1
        ORDER BY i.immunization_dt NULLS LAST, i.id`,
      [cid],
    );
    if (rows.length === 0) return { fullName: '', certID: '', visit: [] };
    return {
      fullName: rows[0].full_name,
      certID: rows[0].cert_id,
      visit: rows
        .filter((r) => r.immunization_datetime !== null)
        .map((r) => ({
          visit_immunization: {
            vaccine_name: r.vaccine_name ?? '',
            vaccine_ref_name: r.vaccine_ref_name ?? '',
            immunization_datetime: r.immunization_datetime!,
            lot_number: r.lot_number ?? '',
          },
          hospital_name: r.hospital_name ?? '',
        })),
    };
  }
}
