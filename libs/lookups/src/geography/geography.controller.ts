import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { AmphurOption, LookupList, SubDistrictOption } from '@hospital/contracts';
import { Answer, Public, type z } from '@hospital/core';
import { THAI_GEOGRAPHY } from './geography.tokens.js';
import { AmphurQuery, AmphursAnswer, DistrictQuery, ProvincesAnswer, SubDistrictsAnswer, amphurCode, provinceCode } from './geography.schemas.js';
import type { ThaiGeography } from './thai-geography.js';

/**
 * Address lookups of accounts §7, on the versioned and the non-versioned paths. The parent
 * comes as the query parameter of the spec (`?ProvinceID=`, `?AmphurID=`) or appended to the
 * path (`/api/amphur/92`), since dropdowns append the parent value to a configured url.
 */
@Public()
@Controller(['api/v1', 'api'])
export class GeographyController {
  constructor(@Inject(THAI_GEOGRAPHY) private readonly geography: ThaiGeography) {}

  @Get('province')
  @Answer(ProvincesAnswer)
  provinces(): LookupList {
    return { data: this.geography.provinces };
  }

  @Get('amphur')
  @Answer(AmphursAnswer)
  amphurs(@Query({ schema: AmphurQuery }) query: z.output<typeof AmphurQuery>): LookupList<AmphurOption> {
    return { data: this.geography.amphursOf(query.ProvinceID) };
  }

  @Get('amphur/:provinceId')
  @Answer(AmphursAnswer)
  amphursByPath(@Param('provinceId', { schema: provinceCode() }) provinceId: string): LookupList<AmphurOption> {
    return { data: this.geography.amphursOf(provinceId) };
  }

  @Get('district')
  @Answer(SubDistrictsAnswer)
  subDistricts(@Query({ schema: DistrictQuery }) query: z.output<typeof DistrictQuery>): LookupList<SubDistrictOption> {
    return { data: this.geography.subDistrictsOf(query.AmphurID) };
  }

  @Get('district/:amphurId')
  @Answer(SubDistrictsAnswer)
  subDistrictsByPath(@Param('amphurId', { schema: amphurCode() }) amphurId: string): LookupList<SubDistrictOption> {
    return { data: this.geography.subDistrictsOf(amphurId) };
  }
}
