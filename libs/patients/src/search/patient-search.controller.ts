import { BadRequestException, Controller, Get, Inject, Query } from '@nestjs/common';
import type { PatientSearchResponse } from '@hospital/contracts';
import { Allow } from '@hospital/core';
import { PATIENT_SEARCH_MESSAGES, PATIENT_SEARCH_ROLES, keywordProblem, pageOf } from '@hospital/rules';
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
  search(@Query('Keyword') keyword: unknown, @Query('PageNumber') pageNumber: unknown, @Query('PageSize') pageSize: unknown): Promise<PatientSearchResponse> {
    const problem = keywordProblem(keyword);
    if (problem) throw new BadRequestException(problem);
    const page = pageOf(pageNumber, pageSize);
    if (!page) throw new BadRequestException(PATIENT_SEARCH_MESSAGES.badPage);
    return this.searches.search(keyword as string, page);
  }
}
