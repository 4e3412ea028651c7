import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { TeleCaseRefs } from '@hospital/core';
import { isUuid } from '@hospital/patients';

/** Telemedicine's answer to core's TeleCaseRefs: whether a case id is a case (tele_requests is ours). */
@Injectable()
export class TeleCaseRefsOfTelemedicine extends TeleCaseRefs {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    super();
  }

  async exists(teleID: string, m: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (!isUuid(teleID)) return false;
    const rows: Array<{ one: number }> = await m.query(`SELECT 1 AS one FROM tele_requests WHERE id = $1`, [teleID]);
    return rows.length > 0;
  }
}

/** Binds the TeleCaseRefs token (libs/core) to telemedicine's cases, for every module of the app (the HIS stand-in asks it). */
@Global()
@Module({
  providers: [TeleCaseRefsOfTelemedicine, { provide: TeleCaseRefs, useExisting: TeleCaseRefsOfTelemedicine }],
  exports: [TeleCaseRefs],
})
export class TeleCaseRefsModule {}
