// Issue 31 item 3: who sees the patient menu. A person registered with a LINE account, or a
// registered person following the OA again, gets it linked; blocking the OA or closing the
// account unlinks it (LINE shows the guest menu). Each call is idempotent on LINE, so a
// redelivered event links or unlinks again, harmlessly; LINE's refusals are logged (not retried),
// a LINE that cannot be reached makes the event come again.
import { Inject } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { AccountDeactivated, LineFollowChanged, PatientRegistered } from '@hospital/contracts';
import { DomainEventHandler } from '@hospital/core';
import { LineRecipients } from '@hospital/identity';
import { RichMenuLinks } from './rich-menu-links.js';

/** 'patient.registered' (any way: LINE, ThaiD, the web, staff): the patient menu when the person has a LINE account. */
@EventsHandler(PatientRegistered)
export class PatientMenuOnRegistration extends DomainEventHandler<PatientRegistered> {
  private readonly recipients: LineRecipients;

  constructor(
    @Inject(RichMenuLinks) private readonly links: RichMenuLinks,
    @Inject(DataSource) dataSource: DataSource,
  ) {
    super();
    this.recipients = new LineRecipients(dataSource);
  }

  protected async react({ payload }: PatientRegistered): Promise<void> {
    const { lineUserId } = await this.recipients.of(payload.userID);
    if (lineUserId) await this.links.linkPatientMenu(lineUserId);
  }
}

/** 'line.followChanged': following again as a registered person links the patient menu; blocking unlinks it. */
@EventsHandler(LineFollowChanged)
export class PatientMenuOnFollow extends DomainEventHandler<LineFollowChanged> {
  constructor(@Inject(RichMenuLinks) private readonly links: RichMenuLinks) {
    super();
  }

  protected async react({ payload }: LineFollowChanged): Promise<void> {
    if (!payload.followed) await this.links.unlink(payload.lineUserId);
    else if (payload.userID) await this.links.linkPatientMenu(payload.lineUserId);
  }
}

/** 'account.deactivated': the LINE account the person had goes back to the guest menu. */
@EventsHandler(AccountDeactivated)
export class PatientMenuOnDeactivation extends DomainEventHandler<AccountDeactivated> {
  constructor(@Inject(RichMenuLinks) private readonly links: RichMenuLinks) {
    super();
  }

  protected async react({ payload }: AccountDeactivated): Promise<void> {
    if (payload.lineUserId) await this.links.unlink(payload.lineUserId);
  }
}
