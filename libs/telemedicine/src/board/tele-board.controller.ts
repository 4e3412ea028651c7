import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { TeleListResponse } from '@hospital/contracts';
import { Allow, Answer, CurrentUser, type AuthUser } from '@hospital/core';
import { DOCTOR_BOARD_READERS, NETWORK_BOARD_READERS, TELE_BOARD_READERS } from '@hospital/rules';
import {
  DoctorBoardQuery,
  NetworkBoardQuery,
  TeleBoardQuery,
  TeleListAnswer,
  type DoctorBoardQueryInput,
  type NetworkBoardQueryInput,
  type TeleBoardQueryInput,
} from './tele-board.schemas.js';
import { TeleBoardService } from './tele-board.service.js';

/**
 * care-services §2 Staff pages, §7 the staff lists behind the live boards (/admin, /visit
 * and /hospital). Who may read: libs/rules roles.ts TELE_BOARD_READERS / NETWORK_BOARD_READERS,
 * the same lists that decide who joins the board rooms (canJoinRoom), said here with @Allow so
 * an outsider gets 403 before the query is read; the query: docs/decisions.md "Staff boards".
 */
@Controller('api/v1')
export class TeleBoardController {
  constructor(@Inject(TeleBoardService) private readonly boards: TeleBoardService) {}

  /** Hospital staff (any role not starting with N_); network users and patients get 403. */
  @Get('tele')
  @Allow(...TELE_BOARD_READERS)
  @Answer(TeleListAnswer)
  hospital(@CurrentUser() user: AuthUser, @Query({ schema: TeleBoardQuery }) query: TeleBoardQueryInput): Promise<TeleListResponse> {
    return this.boards.hospitalList(user, query);
  }

  /** Network-hospital roles (their own consultations) and Admin (every consultation). */
  @Get('networktele')
  @Allow(...NETWORK_BOARD_READERS)
  @Answer(TeleListAnswer)
  network(@CurrentUser() user: AuthUser, @Query({ schema: NetworkBoardQuery }) query: NetworkBoardQueryInput): Promise<TeleListResponse> {
    return this.boards.networkList(user, query);
  }

  /**
   * Issue 35 item 1: the doctor's board: the day's doctor-stage cases (flowStatus 2) in queue
   * order; for a network doctor the hospital's cases, not consultations (teleAccessOf 'doctor').
   */
  @Get('doctortele')
  @Allow(...DOCTOR_BOARD_READERS)
  @Answer(TeleListAnswer)
  doctor(@CurrentUser() user: AuthUser, @Query({ schema: DoctorBoardQuery }) query: DoctorBoardQueryInput): Promise<TeleListResponse> {
    return this.boards.doctorList(user, query);
  }
}
