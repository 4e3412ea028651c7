import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DemoSeeder } from '@hospital/identity';
import { PatientsDemoSeeder } from '@hospital/patients';

/** Demo mode: the api (never the worker) seeds, once migrated, accounts before their profiles. */
@Injectable()
export class DemoData implements OnApplicationBootstrap {
  constructor(
    @Inject(DemoSeeder) private readonly accounts: DemoSeeder,
    @Inject(PatientsDemoSeeder) private readonly patients: PatientsDemoSeeder,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.accounts.seed();
    await this.patients.seed();
  }
}
