import { BadRequestException, Body, Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { ClinicVisit, Icd10Option } from '@hospital/contracts';
import { CurrentUser, Public, type AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { CLINICAL_MESSAGES, icd10Keyword, icd10Selection } from '@hospital/rules';
import { AllowClinicalStaff } from '../clinical/clinical-staff.js';
import { UnitVisits } from '../clinical/unit-visits.service.js';
import { Icd10Codes } from './icd10-codes.js';

/** The anonymous search is typed into: generous, but bounded per client address. */
const ICD10_SEARCH_RATE_LIMIT = RouteConfig({ rateLimit: { max: 600, timeWindow: 60_000, keyGenerator: (r: { ip: string }) => `icd10:${r.ip}` } });

/** care-services §2 ICD10 admin, §5 ICD10 search, §7 /api/v1/icd10 calls (the visit list: UnitVisitsController). */
@Controller('api/v1/icd10')
export class Icd10Controller {
  constructor(
    @Inject(UnitVisits) private readonly visits: UnitVisits,
    @Inject(Icd10Codes) private readonly codes: Icd10Codes,
    @Inject(HIS_CLINICAL_PORT) private readonly his: HisClinicalPort,
  ) {}

  /** No auth (§7). An empty keyword answers no options without a query (§5). */
  @Get()
  @Public()
  @ICD10_SEARCH_RATE_LIMIT
  async search(@Query('Keyword') keyword: unknown): Promise<{ data: Icd10Option[] }> {
    const text = icd10Keyword(keyword);
    return { data: text === null ? [] : await this.codes.search(text) };
  }

  /** Body { labels: code[] } replaces the visit's codes; answer { data: the visit as saved }. */
  @Put(':clinicVisitKey')
  @AllowClinicalStaff()
  save(@CurrentUser() user: AuthUser, @Param('clinicVisitKey') key: string, @Body() body: unknown): Promise<{ data: ClinicVisit }> {
    return this.visits.save(user, key, async () => {
      const selection = icd10Selection((body as { labels?: unknown } | null)?.labels);
      if ('problem' in selection) throw new BadRequestException(selection.problem);
      const titles = await this.codes.titles(selection.codes);
      const unknown = selection.codes.find((code) => !titles.has(code));
      if (unknown) throw new BadRequestException(CLINICAL_MESSAGES.icd10Unknown + unknown);
      return this.his.saveIcd10(key, selection.codes);
    });
  }
}
