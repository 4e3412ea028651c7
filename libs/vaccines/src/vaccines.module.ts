import { Module } from '@nestjs/common';
import { HisIntegrationModule } from '@hospital/integrations';
import { LookupsModule } from '@hospital/lookups';
import { ConsentsModule } from '@hospital/identity';
import { VaccineAdminUpdateController } from './admin/vaccine-admin-update.controller.js';
import { VaccineAdminUpdateService } from './admin/vaccine-admin-update.service.js';
import { VaccineReferenceAdminController } from './admin/vaccine-reference-admin.controller.js';
import { VaccineBookingController } from './booking/vaccine-booking.controller.js';
import { VaccineBookingService } from './booking/vaccine-booking.service.js';
import { VaccineCertController } from './cert/vaccine-cert.controller.js';
import { VaccinesDemoSeeder } from './demo/vaccines-demo-seeder.js';
import { BirthDateGuessInterceptor, BirthDateGuesses } from './http/birth-date-guesses.js';
import { VaccineHttpSetup } from './http/vaccine-http.setup.js';
import { VaccineLookupAudit } from './lookups/vaccine-lookup-audit.js';
import { SchoolsList } from './reference/schools-list.js';
import { VaccineEvents } from './reference/vaccine-events.js';
import { VaccineReferenceController } from './reference/vaccine-reference.controller.js';
import { VaccineRegistrationController } from './registration/vaccine-registration.controller.js';
import { VaccineRegistrationService } from './registration/vaccine-registration.service.js';
import { StudentLookupController } from './students/student-lookup.controller.js';
import { StudentRecords } from './students/student-records.js';
import { VaccinesPersonalData } from './personal-data/vaccines-personal-data.js';
import { VaccineAppointments } from './chat/vaccine-appointments.js';

/** care-services vaccine services (§2 /vaccine, /vaccinebooking, /vaccinebooking2, /vaccinequeue, /vaccineadmin; §3 student vaccine record, vaccine event, type codes; §7 /api2 calls): vaccine types, schools and events are records staff manage. */
@Module({
  imports: [HisIntegrationModule, LookupsModule, ConsentsModule],
  controllers: [
    VaccineReferenceController,
    StudentLookupController,
    VaccineBookingController,
    VaccineCertController,
    VaccineRegistrationController,
    VaccineAdminUpdateController,
    VaccineReferenceAdminController,
  ],
  providers: [
    VaccineHttpSetup,
    BirthDateGuesses, // issue 28 item 5
    BirthDateGuessInterceptor,
    VaccineLookupAudit,
    VaccineEvents,
    SchoolsList,
    StudentRecords,
    VaccineBookingService,
    VaccineRegistrationService,
    VaccineAdminUpdateService,
    VaccinesDemoSeeder,
    VaccinesPersonalData, // issue 15 item 3
    VaccineAppointments, // issue 31 item 4: vaccine seats for the LINE reminders
  ],
  exports: [VaccinesDemoSeeder],
})
export class VaccinesModule {}
