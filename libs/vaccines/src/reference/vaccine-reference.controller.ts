import { Get, Inject, Param } from '@nestjs/common';
import type { SchoolRow, SubdistrictRow, VaccineEvent } from '@hospital/contracts';
import { Answer } from '@hospital/core';
import { THAI_GEOGRAPHY, type ThaiGeography } from '@hospital/lookups';
import { PublicApi2Controller } from '../http/api2-routes.js';
import { SchoolsList } from './schools-list.js';
import { VaccineEvents, publicEvent } from './vaccine-events.js';
import { SchoolsAnswer, SubdistrictsAnswer, VaccineEventsAnswer, VaccineTypeParam } from './vaccine-reference.schemas.js';

/** §3 Reference lists and §5 Vaccine event list of the open vaccine pages (no sign-in). */
@PublicApi2Controller('api2')
export class VaccineReferenceController {
  private subdistricts: SubdistrictRow[] | null = null;

  constructor(
    @Inject(THAI_GEOGRAPHY) private readonly geography: ThaiGeography,
    @Inject(SchoolsList) private readonly schools: SchoolsList,
    @Inject(VaccineEvents) private readonly events: VaccineEvents,
  ) {}

  /** Every subdistrict: the six-digit key and 'subdistrict district province' for the autocomplete. */
  @Get('allsubdistrict')
  @Answer(SubdistrictsAnswer)
  allSubdistricts(): { data: SubdistrictRow[] } {
    this.subdistricts ??= this.geography.provinces.flatMap((province) =>
      this.geography.amphursOf(province.value).flatMap((amphur) =>
        this.geography.subDistrictsOf(amphur.value).map((s) => ({ thSubdistrictKey: s.value, name: `${s.label} ${amphur.label} ${province.label}` })),
      ),
    );
    return { data: this.subdistricts };
  }

  @Get('school')
  @Answer(SchoolsAnswer)
  async allSchools(): Promise<{ data: SchoolRow[] }> {
    return { data: await this.schools.all() };
  }

  /** Every event, past ones included (a queue ticket reads its booked event's place). */
  @Get('vaccine/event2')
  @Answer(VaccineEventsAnswer)
  async allEvents(): Promise<{ data: VaccineEvent[] }> {
    return { data: (await this.events.all()).map(publicEvent) };
  }

  /** Future events with seats left for this vaccine type (§5: only for a type of 3+ characters). */
  @Get('vaccine/eventbooking/:vaccineType')
  @Answer(VaccineEventsAnswer)
  async bookable(@Param('vaccineType', { schema: VaccineTypeParam }) vaccineType: string): Promise<{ data: VaccineEvent[] }> {
    return { data: (await this.events.bookable(vaccineType)).map(publicEvent) };
  }
}
