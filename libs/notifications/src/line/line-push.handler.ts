import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { CaregiversOf, JOB_ATTEMPTS, JobHandler, People, type JobContext } from '@hospital/core';
import { LineMessagingClient, LinePushRejected } from '@hospital/integrations';
import { LineRecipients } from '@hospital/identity';
import type { LineDelivery } from '../deliveries/line-deliveries.js';
import { aboutPerson, caregiverPushKey } from './about-person.js';
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
 *
 * Issue 33 item 3: a message about a person also goes to each caregiver with an active link
 * (CaregiversOf, asked when the job runs), saying whom it is about ('ด.ช. ต้นกล้า ใจดี — ' + the
 * message), and still to the person's own LINE if they have one. Each caregiver's push has its own
 * retry key (the job's key and the caregiver), so a retried job doubles no one's message, and each
 * outcome is recorded as the caregiver's.
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
    @Inject(CaregiversOf) private readonly caregivers: CaregiversOf,
    @Inject(People) private readonly people: People,
  ) {
    this.recipients = new LineRecipients(dataSource);
    this.deliveries = new LineDeliveryBatch(dataSource);
  }

  @JobHandler('line.push')
  async push(payload: JobPayload<'line.push'>, context?: JobContext): Promise<void> {
    // A message to the staff LINE group names the group's id in `to` (a staff group is not a person: no consent to read).
    if (payload.to) return this.deliver(null, { lineUserId: payload.to, withdrawn: false, unreachable: false }, payload, context);
    // A person who withdrew 'line_messages' gets nothing (checked when the job runs).
    await this.deliver(payload.userID, await this.recipients.of(payload.userID), payload, context);
    // Issue 33 item 3: and each caregiver who may act for the person, told whom it is about.
    const caregivers = await this.caregivers.activeCaregiversOf(payload.userID);
    if (caregivers.length === 0) return;
    const person = (await this.people.namesOf([payload.userID])).get(payload.userID);
    if (!person) return;
    for (const caregiver of caregivers) {
      const message = { ...payload, ...aboutPerson(person.fullName, payload), key: caregiverPushKey(payload.key, caregiver.userID) };
      await this.deliver(caregiver.userID, await this.recipients.of(caregiver.userID), message, context);
    }
  }

  /** One push to one LINE account (`userID` null: the staff group), its outcome recorded. */
  private async deliver(
    userID: string | null,
    recipient: { lineUserId: string | null; withdrawn: boolean; unreachable: boolean },
    payload: JobPayload<'line.push'>,
    context?: JobContext,
  ): Promise<void> {
    const lineUserId = recipient.lineUserId;
    const who = userID ?? 'the staff group';
    if (!lineUserId) {
      // Nothing went to LINE: nothing to record (the profile says 'no LINE').
      this.logger.debug(`No LINE account for user ${who}; message not sent`);
      return;
    }
    const outcome = (result: LineDelivery['result'], detail: string | null = null): Promise<void> =>
      this.deliveries.record({ userID, lineUserId, kind: 'push', about: aboutOf(payload), result, detail });
    if (recipient.withdrawn) {
      this.logger.debug(`LINE messages withdrawn by user ${who}; message not sent`);
      return outcome('withdrawn');
    }
    if (recipient.unreachable) {
      this.logger.debug(`User ${who} blocked the LINE OA; message not sent`);
      return outcome('unreachable');
    }
    try {
      // A card goes as a Flex message whose altText is the text; a job without one as plain text.
      if (payload.card) await this.line.pushCard(lineUserId, payload.card, payload.text, payload.key);
      else await this.line.pushText(lineUserId, payload.text, payload.key);
    } catch (error) {
      if (error instanceof LinePushRejected) {
        // Final: a retry cannot succeed. Recorded for staff and logged for an operator; the job is done.
        this.logger.error(`${error.message} (user ${who})`);
        return outcome('refused', error.message);
      }
      // LINE busy or away: the job runs again; only its last attempt's failure is an outcome.
      if ((context?.attempt ?? 1) >= JOB_ATTEMPTS) await outcome('refused', `no answer after ${JOB_ATTEMPTS} attempts: ${(error as Error).message}`);
      throw error;
    }
    await outcome('sent');
  }
}
