import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { BookingDemoSeeder } from '@hospital/bookings';
import { DemoSeeder } from '@hospital/identity';
import { PatientsDemoSeeder } from '@hospital/patients';
import { TeleDemoSeeder } from '@hospital/telemedicine';
import { VaccinesDemoSeeder } from '@hospital/vaccines';

/** Demo mode: the api (never the worker) seeds, once migrated, accounts before their profiles,
 * then the telemedicine cases of those patients. */
@Injectable()
export class DemoData implements OnApplicationBootstrap {
  constructor(
    @Inject(DemoSeeder) private readonly accounts: DemoSeeder,
    @Inject(PatientsDemoSeeder) private readonly patients: PatientsDemoSeeder,
    @Inject(TeleDemoSeeder) private readonly tele: TeleDemoSeeder,
    @Inject(BookingDemoSeeder) private readonly bookings: BookingDemoSeeder,
    @Inject(VaccinesDemoSeeder) private readonly vaccines: VaccinesDemoSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.accounts.seed();
    await this.patients.seed();
    await this.tele.seed();
    await this.bookings.seed();
    await this.vaccines.seed();
  }
}
