import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { Outbox } from '@hospital/core';
import { HIS_PORT, type HisPort } from '@hospital/integrations';
import { flowProblem, trackingNumbersOf, type FlowStatus } from '@hospital/rules';
import { TeleEvents } from '../cases/tele-events.js';
import { isUuid } from '@hospital/patients';
import { TeleRecords } from '../cases/tele-records.js';
import { costTotalOf } from '../cases/tele-case-reads.js';
import { CaseSlips } from '../payment/case-slips.js';
import { VideoLinkSigner } from '../video/video-link.signer.js';
import { flowSuccessMessage } from './flow-success.js';
import { MoveCaseCommand, type TransferOutcome } from './move-case.command.js';

/**
 * The one handler of MoveCaseCommand, behind PUT /api/v1/tele/transfer/{teleID} (care-services
 * §4 flowStatus, payment proof flow, §5 tracking and rejection, §6). The case row is locked for
 * the whole decision, so two clicks at once see one another: the second finds the status already
 * moved and gets 409. An allowed move commits together with its history row, the realtime event,
 * and ONE 'tele.flowStatusChanged' (DESIGN.md "How an event travels", step 1), which carries what
 * the reactions need. Inside the move's transaction: the audit row (audit's `FlowMoveAudit`) and
 * the video queue places (`TeleQueue.onFlowMove`); after the commit: the patient's LINE message
 * (notifications' `TeleFlowMessages`) and the e-Receipt.
 */
@CommandHandler(MoveCaseCommand)
export class MoveCaseHandler implements ICommandHandler<MoveCaseCommand, TransferOutcome> {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(TeleRecords) private readonly records: TeleRecords,
    @Inject(TeleEvents) private readonly events: TeleEvents,
    @Inject(Outbox) private readonly outbox: Outbox,
    @Inject(HIS_PORT) private readonly his: HisPort,
    @Inject(VideoLinkSigner) private readonly videoLinks: VideoLinkSigner,
    @Inject(CaseSlips) private readonly slips: CaseSlips,
  ) {}

  async execute({ user, teleID, input, system }: MoveCaseCommand): Promise<TransferOutcome> {
    // No status sent: not a status of the machine (flowProblem answers 'สถานะไม่ถูกต้อง').
    const to = input.flowStatus ?? Number.NaN;
    // The HIS is asked before the row is locked (a slow HIS must not hold the lock).
    const costs = (to === -3 || to === 4) && isUuid(teleID) ? await this.his.teleCosts(teleID) : [];

    return this.dataSource.transaction(async (m) => {
      // Issue 35 item 1: a network doctor reaches a hospital case at any stage here, and flowProblem lets them make only 2 → 3.
      const { row, access } = await this.records.readable(m, user, teleID, { lock: true, anyStage: true });
      const from = row.flow_status;
      // Payment proof flow: 4 (the patient paid) and 5 (Finance verified) need a stored slip on the case.
      const hasSlip = to === 4 || to === 5 ? await this.slips.hasStoredSlip(m, row.id) : false;
      const problem = flowProblem({
        from,
        to,
        role: user.role ?? null,
        isOwner: access === 'owner',
        system,
        hasCosts: costs.length > 0,
        hasSlip,
        paymentMsg: input.paymentMsg,
        jsonTrackingNo: input.jsonTrackingNo,
        doctorStage: access === 'doctor',
      });
      if (problem) return { httpStatus: problem.status, body: { result: 500, message: problem.message, data: null } };

      const paymentMsg = to === -5 ? input.paymentMsg : null;
      const tracking = to === 6 ? trackingNumbersOf(input.jsonTrackingNo) : null;
      await m.query(
        `UPDATE tele_requests
            SET flow_status = $2, payment_msg = $3,
                tracking_numbers = CASE WHEN $4::jsonb IS NULL THEN tracking_numbers ELSE $4::jsonb END,
                cost_total = coalesce($5::numeric, cost_total),
                costs_ready_at = CASE WHEN $5::numeric IS NULL THEN costs_ready_at ELSE coalesce(costs_ready_at, now()) END,
                updated_at = now()
          WHERE id = $1`,
        [row.id, to, paymentMsg, tracking ? JSON.stringify(tracking) : null, to === -3 ? costTotalOf(costs) : null],
      );
      const [transition]: Array<{ id: string }> = await m.query(
        `INSERT INTO tele_transitions (tele_id, from_status, to_status, by_user, by_role, payment_msg, tracking_numbers)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [row.id, from, to, system ? null : user.userID, user.role ?? null, paymentMsg, tracking ? JSON.stringify(tracking) : null],
      );

      await this.events.changed(m, { teleID: row.id, userID: row.user_id, serviceType: row.service_type, flowStatus: to }, 'transition', from);
      const trackingNumbers = tracking ?? row.tracking_numbers ?? [];
      // §5 tracking: 6 → 6 is Shipping correcting the number: never a second 'shipped';
      // a correction that saves the same numbers again tells the patient nothing.
      const corrected = from === 6 && to === 6;
      await this.outbox.event(m, 'tele.flowStatusChanged', {
        teleID: row.id,
        transitionID: String(transition.id),
        userID: row.user_id,
        serviceType: row.service_type,
        from,
        to,
        byUserID: system ? null : user.userID,
        byRole: user.role ?? null,
        actingBy: system ? null : (user.actingBy?.userID ?? null),
        appointDate: row.appoint_date,
        appointTime: row.appoint_time,
        costTotal: to === -3 ? costTotalOf(costs) : row.cost_total === null ? null : Number(row.cost_total),
        paymentMsg: paymentMsg ?? null,
        trackingNumbers,
        corrected,
        unchanged: corrected && JSON.stringify(tracking) === JSON.stringify(row.tracking_numbers ?? []),
        videoPath: to === 1 || to === 2 ? this.videoLinks.linkPath(row.id, row.user_id) : null,
      });

      return { httpStatus: 200, body: { result: 200, message: flowSuccessMessage(to as FlowStatus), data: { teleID: row.id, flowStatus: to } } };
    });
  }
}
