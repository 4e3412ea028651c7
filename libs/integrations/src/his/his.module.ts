import { Module } from '@nestjs/common';
import { HIS_PORT } from './his.port.js';
import { LocalHisAdapter } from './local-his.adapter.js';
import { HIS_CLINICAL_PORT } from './his-clinical.port.js';
import { LocalHisClinical } from './local-his-clinical.js';
import { HIS_IMMUNIZATION_PORT } from './his-immunization.port.js';
import { LocalHisImmunization } from './local-his-immunization.js';
import { HisStandInController } from './stand-in/his-stand-in.controller.js';

/**
 * Provides `HIS_PORT` and `HIS_CLINICAL_PORT`. The stand-in over the `his` schema is the only adapter so far; the
 * real HTTP client plugs in here once the HIS address is a setting. The stand-in's own data-entry
 * API (HisStandInController, issue 13 item 2) answers only while config.his.standIn.
 */
@Module({
  controllers: [HisStandInController],
  providers: [LocalHisAdapter, { provide: HIS_PORT, useExisting: LocalHisAdapter }, LocalHisClinical, { provide: HIS_CLINICAL_PORT, useExisting: LocalHisClinical },
    LocalHisImmunization, { provide: HIS_IMMUNIZATION_PORT, useExisting: LocalHisImmunization }],
  exports: [HIS_PORT, HIS_CLINICAL_PORT, HIS_IMMUNIZATION_PORT],
})
export class HisIntegrationModule {}
