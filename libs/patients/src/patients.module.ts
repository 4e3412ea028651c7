import { Module } from '@nestjs/common';
import { PatientAccountDeactivatedHandler } from './events/patient-account-deactivated.handler.js';
import { AuditModule } from '@hospital/audit';
import { HisIntegrationModule } from '@hospital/integrations';
import { LookupsModule } from '@hospital/lookups';
import { ConsentsModule } from '@hospital/identity';
import { ChildUsersController } from './creation/child-users.controller.js';
import { ChildUsersService } from './creation/child-users.service.js';
import { PatientsDemoSeeder } from './demo/patients-demo-seeder.js';
import { HisRegistrationController } from './his/his-registration.controller.js';
import { HisRegistrationHandler } from './his/his-registration.handler.js';
import { HisRegistrationService } from './his/his-registration.service.js';
import { PatientRecords } from './profiles/patient-records.js';
import { PatientVocabulary } from './profiles/patient-vocabulary.js';
import { ProfilesController } from './profiles/profiles.controller.js';
import { ProfilesService } from './profiles/profiles.service.js';
import { PatientSearchController } from './search/patient-search.controller.js';
import { PatientSearchService } from './search/patient-search.service.js';
import { PatientsPersonalData } from './personal-data/patients-personal-data.js';

/**
 * accounts-and-identity.md: profile view and edit (§2, §3, §6, §7), patient creation by
 * staff (§2, §3, §5) and registration with the HIS through the bus (§2, §3, §8).
 */
@Module({
  imports: [LookupsModule, HisIntegrationModule, AuditModule, ConsentsModule],
  controllers: [ProfilesController, ChildUsersController, HisRegistrationController, PatientSearchController],
  providers: [
    PatientRecords,
    PatientVocabulary,
    ProfilesService,
    ChildUsersService,
    HisRegistrationService,
    HisRegistrationHandler,
    PatientsDemoSeeder,
    PatientSearchService,
    PatientAccountDeactivatedHandler,
    PatientsPersonalData, // issue 15 item 3
  ],
  exports: [PatientRecords, PatientVocabulary, PatientsDemoSeeder],
})
export class PatientsModule {}
