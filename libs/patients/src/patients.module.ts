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
import { CaregiversMajorityHandler, CaregiversMajorityScheduler } from './caregivers/caregivers-majority.handler.js';
import { CaregiversPersonalData } from './caregivers/caregivers-personal-data.js';
import { CaregivingModule } from './caregivers/caregiving.module.js';
import { CaregiversOfModule } from './caregivers/caregivers-of.js'; // issue 33 item 3: who looks after a person (notifications)
import { CaregiverPaperConsentController, PeopleController } from './caregivers/people.controller.js';
import { PeopleService } from './caregivers/people.service.js';

/**
 * accounts-and-identity.md: profile view and edit (§2, §3, §6, §7), patient creation by
 * staff (§2, §3, §5) and registration with the HIS through the bus (§2, §3, §8).
 */
@Module({
  imports: [LookupsModule, HisIntegrationModule, AuditModule, ConsentsModule, CaregivingModule, CaregiversOfModule],
  controllers: [ProfilesController, ChildUsersController, HisRegistrationController, PatientSearchController, PeopleController, CaregiverPaperConsentController],
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
    PeopleService, // issue 33
    CaregiversMajorityHandler,
    CaregiversMajorityScheduler,
    CaregiversPersonalData,
  ],
  exports: [PatientRecords, PatientVocabulary, PatientsDemoSeeder],
})
export class PatientsModule {}
