import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { CaregiverMajorityNear } from '@hospital/contracts';
import { DomainEventHandler, People } from '@hospital/core';
import { NotificationSends } from '../sends/notification-sends.js';
import { majorityNearMessage, majorityNearPushKey } from './majority-messages.js';

/**
 * Issue 33 item 4: 30 days before the 20th birthday ('caregiver.majorityNear') the person gets
 * ONE LINE message naming the day and their caregivers; the 'line.push' worker gives each active
 * caregiver a copy that names the person (LinePushHandler). A person without LINE gets nothing,
 * their caregivers still do. One push per person and birthday (NotificationSends.pushOnce).
 */
@EventsHandler(CaregiverMajorityNear)
export class CaregiverMajorityNearMessages extends DomainEventHandler<CaregiverMajorityNear> {
  constructor(
    @Inject(NotificationSends) private readonly sends: NotificationSends,
    @Inject(People) private readonly people: People,
  ) {
    super();
  }

  protected async react({ payload: e }: CaregiverMajorityNear): Promise<void> {
    const names = await this.people.namesOf(e.caregiverIDs);
    const caregiverNames = e.caregiverIDs.flatMap((id) => names.get(id)?.fullName ?? []);
    await this.sends.pushOnce({ userID: e.personID, key: majorityNearPushKey(e.personID, e.until), ...majorityNearMessage(e.until, caregiverNames) });
  }
}
