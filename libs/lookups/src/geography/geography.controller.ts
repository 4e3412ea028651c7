import { BadRequestException, Controller, Get, Inject, Param, Query } from '@nestjs/common';
import type { AmphurOption, LookupList, SubDistrictOption } from '@hospital/contracts';
import { Public } from '@hospital/core';
import { THAI_GEOGRAPHY } from './geography.tokens.js';
import type { ThaiGeography } from './thai-geography.js';

const MESSAGES = {
  province: 'กรุณาระบุรหัสจังหวัด 2 หลัก',
  amphur: 'กรุณาระบุรหัสอำเภอ 4 หลัก',
};

function code(value: string | undefined, digits: number, message: string): string {
  const trimmed = (value ?? '').trim();
  if (!new RegExp(`^\\d{${digits}}$`).test(trimmed)) throw new BadRequestException(message);
  return trimmed;
}

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
  provinces(): LookupList {
    return { data: this.geography.provinces };
  }

  @Get('amphur')
  amphurs(@Query('ProvinceID') provinceId?: string): LookupList<AmphurOption> {
    return { data: this.geography.amphursOf(code(provinceId, 2, MESSAGES.province)) };
  }

  @Get('amphur/:provinceId')
  amphursByPath(@Param('provinceId') provinceId: string): LookupList<AmphurOption> {
    return this.amphurs(provinceId);
  }

  @Get('district')
  subDistricts(@Query('AmphurID') amphurId?: string): LookupList<SubDistrictOption> {
    return { data: this.geography.subDistrictsOf(code(amphurId, 4, MESSAGES.amphur)) };
  }

  @Get('district/:amphurId')
  subDistrictsByPath(@Param('amphurId') amphurId: string): LookupList<SubDistrictOption> {
    return this.subDistricts(amphurId);
  }
}
