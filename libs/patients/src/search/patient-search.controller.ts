import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { PatientSearchResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { PATIENT_SEARCH_ROLES } from '@hospital/rules';
import { PatientSearchAnswer, PatientSearchQuery, type PatientSearchInput } from './patient-search.schemas.js';
import { PatientSearchService } from './patient-search.service.js';

/**
 * care-services §7 GET /api/v1/user?Keyword&PageNumber&PageSize (§2 patient search, §5 from
 * the 3rd character, §9 page size 50). Who may search is who may open the rows it answers
 * (GET /api/v1/user/Id/:userID): Admin, Medrec, Nurse and the network hospitals' roles.
 */
@Controller('api/v1/user')
export class PatientSearchController {
  constructor(@Inject(PatientSearchService) private readonly searches: PatientSearchService) {}

  @Get()
  @Allow(...PATIENT_SEARCH_ROLES, 'network')
  @Answer(PatientSearchAnswer)
  search(@CurrentUser() user: AuthUser, @Query({ schema: PatientSearchQuery }) query: PatientSearchInput): Promise<PatientSearchResponse> {
    return this.searches.search(user, query.Keyword, { pageNumber: query.PageNumber, pageSize: query.PageSize });
  }
}
