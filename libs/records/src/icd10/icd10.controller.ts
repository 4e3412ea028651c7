import { BadRequestException, Body, Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { ClinicVisit, Icd10Option } from '@hospital/contracts';
import { Answer, CurrentUser, Public, type AuthUser } from '@hospital/core';
import { HIS_CLINICAL_PORT, type HisClinicalPort } from '@hospital/integrations';
import { CLINICAL_MESSAGES, icd10Selection } from '@hospital/rules';
import { AllowClinicalStaff } from '../clinical/clinical-staff.js';
import { ClinicVisitKeyParam, SavedVisitAnswer } from '../clinical/unit-visits.schemas.js';
import { UnitVisits } from '../clinical/unit-visits.service.js';
import { Icd10Codes } from './icd10-codes.js';
import { Icd10OptionsAnswer, Icd10SaveBody, Icd10SearchQuery, type Icd10SaveInput, type Icd10SearchInput } from './icd10.schemas.js';

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
  @Answer(Icd10OptionsAnswer)
  async search(@Query({ schema: Icd10SearchQuery }) query: Icd10SearchInput): Promise<{ data: Icd10Option[] }> {
    return { data: query.Keyword === null ? [] : await this.codes.search(query.Keyword) };
  }

  /** Body { labels: code[] } (Icd10SaveBody) replaces the visit's codes; answer { data: the visit as saved }. */
  @Put(':clinicVisitKey')
  @AllowClinicalStaff()
  @Answer(SavedVisitAnswer)
  save(
    @CurrentUser() user: AuthUser,
    @Param('clinicVisitKey', { schema: ClinicVisitKeyParam }) key: string,
    @Body({ schema: Icd10SaveBody }) body: Icd10SaveInput,
  ): Promise<{ data: ClinicVisit }> {
    return this.visits.save(user, key, async () => {
      // The codes' form and duplicates (icd10Selection, shared with the page), then the list.
      const selection = icd10Selection(body.labels);
      if ('problem' in selection) throw new BadRequestException(selection.problem);
      const titles = await this.codes.titles(selection.codes);
      const unknown = selection.codes.find((code) => !titles.has(code));
      if (unknown) throw new BadRequestException(CLINICAL_MESSAGES.icd10Unknown + unknown);
      return this.his.saveIcd10(key, selection.codes);
    });
  }
}
