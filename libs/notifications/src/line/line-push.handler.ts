import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { JobPayload } from '@hospital/contracts';
import { JobHandler } from '@hospital/core';
import { LineMessagingClient, LinePushRejected } from '@hospital/integrations';
import { LineRecipients } from '@hospital/identity';

/**
 * Worker side of 'line.push' (care-services §4; DESIGN.md "How an event travels", step 4): the patient's LINE account is looked up when the job runs (a
 * person who unlinked LINE meanwhile gets nothing), then the text is pushed with a retry key
 * made from the job's key, so a retried job never doubles the message. A job with a `card` is
 * pushed as a LINE Flex message (its text is the altText). A patient without LINE
 * (registered on the web) is skipped: the page shows the same state.
 */
@Injectable()
export class LinePushHandler {
  private readonly logger = new Logger('LinePush');
  /** The LINE id and consent, read from identity together for the pushes running at once (never cached). */
  private readonly recipients: LineRecipients;

  constructor(
    @Inject(DataSource) dataSource: DataSource,
    @Inject(LineMessagingClient) private readonly line: LineMessagingClient,
  ) {
    this.recipients = new LineRecipients(dataSource);
  }

  @JobHandler('line.push')
  async push(payload: JobPayload<'line.push'>): Promise<void> {
    // A message to the staff LINE group names the group's id in `to` (a staff group is not a person: no consent to read).
    // A person who withdrew 'line_messages' gets nothing (checked when the job runs).
    const recipient = payload.to ? { lineUserId: payload.to, withdrawn: false } : await this.recipients.of(payload.userID);
    if (recipient.withdrawn) {
      this.logger.debug(`LINE messages withdrawn by user ${payload.userID}; message not sent`);
      return;
    }
    const lineUserId = recipient.lineUserId;
    if (!lineUserId) {
      this.logger.debug(`No LINE account for user ${payload.userID}; message not sent`);
      return;
    }
    try {
      // A card goes as a Flex message whose altText is the text; a job without one as plain text.
      if (payload.card) await this.line.pushCard(lineUserId, payload.card, payload.text, payload.key);
      else await this.line.pushText(lineUserId, payload.text, payload.key);
    } catch (error) {
      if (error instanceof LinePushRejected) {
        // Kept in the failed set for an operator, not retried (a retry cannot succeed).
        this.logger.error(`${error.message} (user ${payload.userID})`);
      }
      throw error;
    }
  }
}
