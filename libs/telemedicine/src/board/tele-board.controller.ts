import { BadRequestException, Controller, ForbiddenException, Get, Inject, Query } from '@nestjs/common';
import type { TeleListResponse } from '@hospital/contracts';
import { CurrentUser, type AuthUser } from '@hospital/core';
import { MESSAGES, mayReadNetworkBoard, mayReadTeleBoard, parseTeleBoardQuery, type TeleBoardFilter } from '@hospital/rules';
import { TeleBoardService } from './tele-board.service.js';

function filterOf(query: Record<string, unknown>, network: boolean): TeleBoardFilter {
  const parsed = parseTeleBoardQuery(query ?? {}, Date.now(), { network });
  if (parsed.problem !== null) throw new BadRequestException(parsed.problem);
  return parsed.filter;
}

/**
 * care-services §2 Staff pages, §7 the staff lists behind the live boards (/admin, /visit
 * and /hospital). Who may read: libs/rules tele-board.ts (the pages use the same rules);
 * the query: docs/decisions.md "Staff boards".
 */
@Controller('api/v1')
export class TeleBoardController {
  constructor(@Inject(TeleBoardService) private readonly boards: TeleBoardService) {}

  /** Hospital staff (any role not starting with N_); network users and patients get 403. */
  @Get('tele')
  hospital(@CurrentUser() user: AuthUser, @Query() query: Record<string, unknown>): Promise<TeleListResponse> {
    if (!mayReadTeleBoard(user.role)) throw new ForbiddenException(MESSAGES.forbidden);
    return this.boards.hospitalList(filterOf(query, false));
  }

  /** Network-hospital roles (their own consultations) and Admin (every consultation). */
  @Get('networktele')
  network(@CurrentUser() user: AuthUser, @Query() query: Record<string, unknown>): Promise<TeleListResponse> {
    if (!mayReadNetworkBoard(user.role)) throw new ForbiddenException(MESSAGES.forbidden);
    return this.boards.networkList(user, filterOf(query, true));
  }
}
