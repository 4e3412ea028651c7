import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { JOB_ATTEMPTS, JobHandler, type JobContext } from '@hospital/core';
import { LineMessagingClient, LinePushRejected } from '@hospital/integrations';
import { LineRecipients } from '@hospital/identity';
import type { LineDelivery } from '../deliveries/line-deliveries.js';
import { LineDeliveryBatch } from '../deliveries/line-delivery-batch.js';

/** What a message is about, in words staff read: the card's title, else the text's first line ('ข้อความว่าง' for none). */
export function aboutOf(payload: Pick<JobPayload<'line.push'>, 'text' | 'card'>): string {
  const title = payload.card?.title.trim();
  if (title) return title;
  return payload.text.split('\n').find((line) => line.trim() !== '')?.trim() ?? 'ข้อความว่าง';
}

/**
 * Worker side of 'line.push' (care-services §4; DESIGN.md "How an event travels", step 4): the patient's LINE account is looked up when the job runs (a
 * person who unlinked LINE meanwhile gets nothing), then the text is pushed with a retry key
 * made from the job's key, so a retried job never doubles the message. A job with a `card` is
 * pushed as a LINE Flex message (its text is the altText). A patient without LINE
 * (registered on the web) is skipped: the page shows the same state.
 *
 * Issue 31 item 5: every outcome for a LINE account is recorded in line_messages (staff read a
 * person's list, Admin the month's pushes against the quota): 'withdrawn' (the person withdrew
 * LINE messages: not sent), 'unreachable' (they blocked the OA: not sent, pushes stop until they
 * follow again), 'refused' (LINE refused it for good, or the last attempt failed), 'sent'. A
 * push that failed in a way a retry may mend is recorded only at its final outcome. A message to
 * the staff LINE group is recorded with no person (it counts against the quota, no one's list).
 */
@Injectable()
export class LinePushHandler {
  private readonly logger = new Logger('LinePush');
  /** The LINE id and consent, read from identity together for the pushes running at once (never cached). */
  private readonly recipients: LineRecipients;
  /** The outcomes, written together for the pushes finishing at once. */
  private readonly deliveries: LineDeliveryBatch;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(LineMessagingClient) private readonly line: LineMessagingClient,
  ) {
    this.recipients = new LineRecipients(dataSource);
    this.deliveries = new LineDeliveryBatch(dataSource);
  }

  @JobHandler('line.push')
  async push(payload: JobPayload<'line.push'>, context?: JobContext): Promise<void> {
    // A message to the staff LINE group names the group's id in `to` (a staff group is not a person: no consent to read).
    // A person who withdrew 'line_messages' gets nothing (checked when the job runs).
    const group = Boolean(payload.to);
    const recipient = payload.to ? { lineUserId: payload.to, withdrawn: false, unreachable: false } : await this.recipients.of(payload.userID);
    const lineUserId = recipient.lineUserId;
    if (!lineUserId) {
      // Nothing went to LINE: nothing to record (the profile says 'no LINE').
      this.logger.debug(`No LINE account for user ${payload.userID}; message not sent`);
      return;
    }
    const outcome = (result: LineDelivery['result'], detail: string | null = null): Promise<void> =>
      this.deliveries.record({ userID: group ? null : payload.userID, lineUserId, kind: 'push', about: aboutOf(payload), result, detail });
    if (recipient.withdrawn) {
      this.logger.debug(`LINE messages withdrawn by user ${payload.userID}; message not sent`);
      return outcome('withdrawn');
    }
    if (recipient.unreachable) {
      this.logger.debug(`User ${payload.userID} blocked the LINE OA; message not sent`);
      return outcome('unreachable');
    }
    try {
      // A card goes as a Flex message whose altText is the text; a job without one as plain text.
      if (payload.card) await this.line.pushCard(lineUserId, payload.card, payload.text, payload.key);
      else await this.line.pushText(lineUserId, payload.text, payload.key);
    } catch (error) {
      if (error instanceof LinePushRejected) {
        // Final: a retry cannot succeed. Recorded for staff and logged for an operator; the job is done.
        this.logger.error(`${error.message} (user ${payload.userID})`);
        return outcome('refused', error.message);
      }
      // LINE busy or away: the job runs again; only its last attempt's failure is an outcome.
      if ((context?.attempt ?? 1) >= JOB_ATTEMPTS) await outcome('refused', `no answer after ${JOB_ATTEMPTS} attempts: ${(error as Error).message}`);
      throw error;
    }
    await outcome('sent');
  }
}
