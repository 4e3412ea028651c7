import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { CaregiverMajorityReached } from '@hospital/contracts';
import { APP_CONFIG, DomainEventHandler, People, type AppConfig } from '@hospital/core';
import { NotificationSends } from '../sends/notification-sends.js';
import { majorityEndedCaregiverMessage, majorityEndedCaregiverPushKey, majorityReachedMessage, majorityReachedPushKey } from './majority-messages.js';

/**
 * Issue 33 item 4: on the 20th birthday ('caregiver.majorityReached') the now-adult gets a card
 * asking them to agree themselves (a button to the agree page, or /privacy for several
 * caregivers), and each caregiver a message that their care ended. Their links have ended, so
 * the person's card reaches no caregiver. One push per person and per renewed link
 * (NotificationSends.pushOnce: a second delivery of the event sends nothing).
 */
@EventsHandler(CaregiverMajorityReached)
export class CaregiverMajorityReachedMessages extends DomainEventHandler<CaregiverMajorityReached> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(People) private readonly people: People,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  protected async react({ payload: e }: CaregiverMajorityReached): Promise<void> {
    const names = await this.people.namesOf([e.personID, ...e.caregiverIDs]);
    const caregiverNames = e.caregiverIDs.flatMap((id) => names.get(id)?.fullName ?? []);
    const base = this.config.publicBaseUrl;
    await this.sends.pushOnce({
      userID: e.personID,
      key: majorityReachedPushKey(e.personID, e.until),
      ...majorityReachedMessage(e.until, caregiverNames, e.pendingLinkIDs, base),
    });
    const personName = names.get(e.personID)?.fullName ?? '';
    for (const [i, caregiverID] of e.caregiverIDs.entries()) {
      await this.sends.pushOnce({
        userID: caregiverID,
        key: majorityEndedCaregiverPushKey(e.pendingLinkIDs[i]),
        ...majorityEndedCaregiverMessage(personName, e.until, base),
      });
    }
  }
}
