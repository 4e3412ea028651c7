import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

/** Issue 15 item 3: the person's patient profile (address, contacts, HIS registration state). */
@PersonalData()
@Injectable()
export class PatientsPersonalData implements PersonalDataSource {
  readonly tables = ['patient_profiles'];

  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  async export({ userID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const rows = await this.sql.rows<Record<string, unknown>>(`SELECT * FROM patient_profiles WHERE user_id = $1`, [userID]);
    return [section('patient_profiles', 'ข้อมูลผู้ป่วย', rows, ['his_request_by'])];
  }
}
