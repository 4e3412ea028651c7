import { Controller, Get } from '@nestjs/common';
import { Answer, Public } from '@hospital/core';
import { FLOW_STATUSES, FLOW_STATUS_NAMES, serviceTypeList, type ServiceTypeRow } from '@hospital/rules';
import { FlowStatusesAnswer, ServiceTypesAnswer } from './flow-lists.schemas.js';

export interface FlowStatusRow {
  flowStatus: number;
  flowStatusName: string;
}

/** care-services §7 GET /api/flow and /api/servicetype: the names the lists and filters show (no auth). */
@Public()
@Controller('api')
export class FlowListsController {
  @Get('flow')
  @Answer(FlowStatusesAnswer)
  flow(): { data: FlowStatusRow[] } {
    return { data: FLOW_STATUSES.map((flowStatus) => ({ flowStatus, flowStatusName: FLOW_STATUS_NAMES[flowStatus] })) };
  }

  @Get('servicetype')
  @Answer(ServiceTypesAnswer)
  serviceTypes(): { data: ServiceTypeRow[] } {
    return { data: serviceTypeList() };
  }
}
