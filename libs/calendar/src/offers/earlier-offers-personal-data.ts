import { Inject, Injectable } from '@nestjs/common';
import { PersonalData, SqlReads, section, type PersonalDataSection, type PersonalDataSource, type PersonalDataSubject } from '@hospital/core';

/**
 * Issue 32 item 3 (issue 15 item 3's copy of one's data): the earlier slots the person was
 * offered on LINE, and what became of each offer.
 */
@PersonalData()
@Injectable()
export class EarlierOffersPersonalData implements PersonalDataSource {
  readonly tables = ['earlier_slot_offers'];

  constructor(@Inject(SqlReads) private readonly sql: SqlReads) {}

  async export({ userID }: PersonalDataSubject): Promise<PersonalDataSection[]> {
    const rows = await this.sql.rows<Record<string, unknown>>(`SELECT * FROM earlier_slot_offers WHERE user_id = $1 ORDER BY created_at, id`, [userID]);
    return [section('earlier_slot_offers', 'คิวที่เร็วขึ้นที่เสนอให้ทาง LINE', rows)];
  }
}
