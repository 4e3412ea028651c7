import type { ConsentChannel, ConsentPurpose } from './privacy.js';
import type { ParcelStatusKind } from './tracking.js';

/**
 * The domain event catalogue (DESIGN.md "How an event travels", step 2): each
 * event name maps to its payload, like the job catalogue (jobs.ts). A domain publishes its own
 * events through the outbox, in the transaction of the change they report
 * (`Outbox.event(m, name, payload)`); after commit the relay hands each one to the in-process
 * EventBus of @nestjs/cqrs, where the other domains' `@EventsHandler` classes react. Payloads
 * carry ids, never rows of another domain. An event may reach a handler more than once (the
 * relay delivers again after a crash or a failed handler), so every handler is idempotent.
 */
export interface DomainEventCatalogue {
  /**
   * A patient closed their account (care-services §2/§4 Deactivate), committed with the
   * account's own changes. With deleteData each domain removes what it holds of the person
   * (telemedicine: open cases from today on; bookings: bookings from today on; both with
   * their files) and tells its own rooms.
   */
  'account.deactivated': {
    userID: string;
    deleteData: boolean;
    /** Issue 31 item 3: the LINE account the person had (the account lets go of it), so its rich menu is unlinked; absent in older events. */
    lineUserId?: string | null;
  };
  /**
   * The image worker finished an upload (DESIGN.md step 4): 'ready' (resized, thumbnail made)
   * or 'failed' (the bytes do not decode). What the file belongs to says who cares: a case
   * (teleID), a booking (bookingID) or a HIS clinic visit (clinicVisitKey).
   */
  'files.processed': {
    fileID: string;
    teleID: string | null;
    bookingID: string | null;
    clinicVisitKey: string | null;
    category: number;
    state: 'ready' | 'failed';
  };
  /**
   * A case's flowStatus moved (care-services §4 flowStatus, payment proof flow, §5 tracking and
   * rejection; DESIGN.md "How an event travels", step 1), committed with the move and its
   * history row. It carries what the reactions need, so none reads telemedicine's tables: the
   * notifications module tells the patient on LINE (one message per `transitionID`).
   */
  'tele.flowStatusChanged': {
    teleID: string;
    /** The tele_transitions row of this move: one move, one LINE message. */
    transitionID: string;
    /** The patient (the case's owner). */
    userID: string;
    serviceType: number;
    from: number;
    to: number;
    /** Who moved it (null: the system); their role (null: the patient). */
    byUserID: string | null;
    byRole: string | null;
    /** Issue 33 item 4: the caregiver who made the patient's own move for them (X-Acting-For), else null. */
    actingBy: string | null;
    /** 'YYYY-MM-DD' and 'HH:mm' of the appointment, so the message names the case. */
    appointDate: string;
    appointTime: string;
    /** The cost total in baht after the move (the HIS's for −3, else the stored one); null while unknown. */
    costTotal: number | null;
    /** Finance's reason (for −5), else null. */
    paymentMsg: string | null;
    /** The case's tracking numbers after the move. */
    trackingNumbers: string[];
    /** 6 → 6: Shipping corrected the numbers (the patient is told the correction, not 'shipped' again). */
    corrected: boolean;
    /** A correction that saved the same numbers again: nothing to tell the patient. */
    unchanged: boolean;
    /**
     * The patient's signed video page (relative, valid 2 hours) for the moves into a call (1, 2),
     * else null. Signed by telemedicine, which owns the link key; the reaction prefixes the origin.
     */
    videoPath: string | null;
  };
  /**
   * A payment slip (care-services §3 fileCategoryID 2, payment proof flow) was stored on a case,
   * committed with its file row. Its QR is read after the commit: a slip kept as sent
   * ('stored', a PDF) by telemedicine's reaction to this event; an image ('processing') once the
   * image worker's 'files.processed' says it is final.
   */
  'tele.slipReceived': {
    teleID: string;
    fileID: string;
    /** The patient (the case's owner). */
    userID: string;
    serviceType: number;
    /** The case's flowStatus when the slip came (a payable one, see slipProblem in libs/rules). */
    flowStatus: number;
    /** 'processing' (an image the worker resizes first) or 'stored' (kept as sent). */
    state: 'processing' | 'stored';
    contentType: string;
    /** Who uploaded it, and their role (null: the patient). */
    byUserID: string;
    byRole: string | null;
  };
  /**
   * An in-person booking was made, confirmed, cancelled or moved by staff (care-services §2
   * wizard, §4 booking status), or cancelled by its patient's account deletion (§2/§4
   * Deactivate), committed with the change and its history row. It carries what the
   * reactions need, so none reads bookings' tables: the notifications module tells the patient
   * of a staff change on LINE (one message per `transitionID`).
   */
  'booking.changed': {
    bookingID: string;
    /** The patient (the booking's owner). */
    userID: string;
    /** The day's queue number (care-services §3 Booking). */
    bookingNumber: number;
    /** 1 regular, 2 special clinic. */
    slotType: number;
    /** 'YYYY-MM-DD' and 'HH:mm' of the appointment. */
    appointDate: string;
    appointTime: string;
    /** The status before (null: just made) and after (0 waiting, 1 confirmed, −1 cancelled). */
    from: number | null;
    to: number;
    /**
     * 'created' by the wizard; 'confirmed' / 'cancelled' by the patient; 'staff' by a staff
     * member; 'deleted' when the patient's account deletion removed it.
     */
    reason: 'created' | 'confirmed' | 'cancelled' | 'staff' | 'deleted';
    /** The booking_transitions row of a status move: one move, one LINE message. Null for 'created' and 'deleted'. */
    transitionID: string | null;
    /** Who acted, and their role (null: the patient). */
    byUserID: string;
    byRole: string | null;
  };
  /**
   * Issue 32 item 2: an active clinic booking was moved to another day or time (by its patient,
   * booking staff, or an accepted earlier-slot offer), committed with the move, its
   * booking_reschedules row, the seats (the old one freed, the new one taken) and the new day's
   * queue number. The notifications module tells the patient on LINE (one message per move).
   */
  'booking.rescheduled': {
    bookingID: string;
    /** The patient (the booking's owner). */
    userID: string;
    /** The booking_reschedules row of this move: one move, one LINE message. */
    rescheduleID: string;
    /** Before: 'YYYY-MM-DD', 'HH:mm', slot type (1 regular, 2 special clinic) and that day's queue number. */
    fromDate: string;
    fromTime: string;
    fromSlotType: number;
    fromBookingNumber: number;
    /** After: the new day, time, slot type and the new day's queue number. */
    toDate: string;
    toTime: string;
    slotType: number;
    bookingNumber: number;
    /** 0 waiting or 1 confirmed (a move keeps the status). */
    bookingStatus: number;
    /** Who moved it, and their role (null: the patient). */
    byUserID: string;
    byRole: string | null;
  };
  /**
   * Issue 32 item 2: a telemedicine case not yet started (flowStatus 0) was moved to another day
   * or time (by its patient, hospital staff's edit, or an accepted earlier-slot offer), committed
   * with the move and its tele_reschedules row; the case keeps its id, photos and history. The
   * notifications module tells the patient on LINE (one message per move).
   */
  /**
   * Issue 32 item 3: a freed slot or seat was offered to an opted-in patient booked later for
   * the same service (one event per offer, committed with the earlier_slot_offers row). The
   * notifications module sends the LINE card 'มีคิวว่างเร็วขึ้น' with 'รับคิวนี้' (one per offerID).
   */
  'appointment.offered': {
    offerID: string;
    /** 'clinic' (a booking's seat) or 'tele' (a telemedicine slot). */
    kind: 'clinic' | 'tele';
    /** The patient offered it. */
    userID: string;
    /** Slot type (clinic) or service type (tele). */
    serviceType: number;
    /** The offered day and time ('YYYY-MM-DD', 'HH:mm'), and the patient's own before. */
    toDate: string;
    toTime: string;
    fromDate: string;
    fromTime: string;
    expiresAt: string;
  };
  'tele.rescheduled': {
    teleID: string;
    /** The patient (the case's owner). */
    userID: string;
    /** The tele_reschedules row of this move: one move, one LINE message. */
    rescheduleID: string;
    serviceType: number;
    fromDate: string;
    fromTime: string;
    toDate: string;
    toTime: string;
    /** Who moved it, and their role (null: the patient). */
    byUserID: string;
    byRole: string | null;
  };
  /**
   * A patient account was created (accounts §2 registration through LINE, ThaiD or the web, §2/§3
   * patient creation by staff), committed with the account row. A ThaiD registration that
   * claims a record staff made is not a new account and publishes nothing.
   */
  'patient.registered': {
    userID: string;
    /** How it came: the person's own registration (line, thaid, web) or staff ('staff'). */
    via: 'line' | 'thaid' | 'web' | 'staff';
    /** The staff member who created it (null: the person registered themselves). */
    byUserID: string | null;
    /** The HN the HIS already held for the national ID, else null. */
    hn: string | null;
    /** 1 when the record is complete (known to the HIS, or staff's full form), else 0. */
    isActive: number;
  };
  /**
   * A consent was given, given again or withdrawn (the consent ledger: registration, staff on
   * paper, a first telemedicine booking, a child's vaccine booking, the person's own /privacy
   * page), committed with its ledger row(s).
   */
  'consent.changed': {
    /** The person (null: a parent booking a child's vaccine without signing in). */
    userID: string | null;
    purpose: ConsentPurpose;
    /** 'given' the first time, 'renewed' when the person had agreed (or withdrawn) before, 'withdrawn'. */
    change: 'given' | 'renewed' | 'withdrawn';
    /** Where it was given (null for a withdrawal). */
    channel: ConsentChannel | null;
    /** The text agreed to (null for a withdrawal). */
    textSha256: string | null;
  };
  /**
   * A telemedicine case was booked by its patient (care-services §2 Telemedicine booking, §4
   * Telemedicine booking submit) or a consultation asked by a network hospital (§2
   * Staff-requested consultation, service type 3), committed with the case row. The
   * notifications module tells the patient on LINE (one message per case).
   */
  'tele.created': {
    teleID: string;
    /** The patient (the case's owner). */
    userID: string;
    serviceType: number;
    /** 'YYYY-MM-DD' and 'HH:mm' of the appointment. */
    appointDate: string;
    appointTime: string;
    /** Who made it, and their role (null: the patient). */
    byUserID: string;
    byRole: string | null;
  };
  /**
   * Thailand Post reported statuses of a shipped case's parcel not seen before (care-services
   * §4 flowStatus 6; the 'parcels.track' poll), committed with their parcel rows: one event per
   * barcode and poll, its new statuses in order. The notifications module tells the patient of
   * the latest that matters (out for delivery, delivered).
   */
  'tele.parcelStatusRecorded': {
    teleID: string;
    /** The patient (the case's owner). */
    userID: string;
    barcode: string;
    statuses: Array<{ code: string; kind: ParcelStatusKind }>;
  };
  /**
   * Issue 32 item 7: the e-Receipt of a case was issued (Finance verified its payment: the move to
   * 5), committed with its tele_receipts row: one event per receipt, the first time only. The
   * notifications module sends the patient the 'ใบเสร็จรับเงิน' card with a button to open it.
   */
  'tele.receiptIssued': {
    teleID: string;
    /** The patient (the case's owner). */
    userID: string;
    /** 'RC2570-000001': the running number of the Thai fiscal year. */
    receiptNumber: string;
    /** Baht with satang, as printed. */
    total: number;
    /** ISO time of issue. */
    issuedAt: string;
  };
  /**
   * A case stayed at a flowStatus past its SLA limit (the 'sla.findBreaches' poll), committed with its
   * sla_breaches row: one event per breach. The notifications module tells the staff LINE group
   * when `alertStaff`.
   */
  'tele.slaBreached': {
    teleID: string;
    /** The patient (the case's owner). */
    userID: string;
    serviceType: number;
    flowStatus: number;
    /** ISO times: since when the case is at the status, and when its limit ran out. */
    statusSince: string;
    dueAt: string;
    limit: { minutes: number; counting: 'office' | 'calendar' };
    /** The patient's HN (the staff's text names it), null when none. */
    hn: string | null;
    /** The staff LINE group is to be told (set, and the case went overdue within the alert window). */
    alertStaff: boolean;
  };
  /**
   * Issue 31: a LINE user added the hospital's Official Account as a friend (or unblocked it),
   * or blocked it (LINE's follow / unfollow webhook events), committed with the person's
   * reachable state. `userID` is the patient the LINE account belongs to (null: nobody
   * registered with it yet). The rich menus react (link the patient menu, unlink it).
   */
  'line.followChanged': {
    lineUserId: string;
    userID: string | null;
    followed: boolean;
  };
  /**
   * Issue 33 item 4: a child's caregiver links end on the 20th birthday in 30 days or fewer
   * ('caregivers.endAtMajority', committed with `majority_notice_at` of each link): one event per
   * person and birthday. The notifications module pushes ONE LINE message to the person; the push
   * reaches each active caregiver too, naming the person.
   */
  'caregiver.majorityNear': {
    personID: string;
    /** The 20th birthday, YYYY-MM-DD (Bangkok): the first day the links no longer act. */
    until: string;
    /** The caregivers whose links end then, oldest link first. */
    caregiverIDs: string[];
  };
  /**
   * Issue 33 item 4: a person's child links ended on the 20th birthday ('caregivers.endAtMajority',
   * ended_reason 'age'), each followed by a pending link of the same caregiver (`renews` the old
   * one) that the now-adult agrees to themselves; committed with both. One event per person. The
   * notifications module asks the person to agree (a card to the agree page) and tells each caregiver.
   */
  'caregiver.majorityReached': {
    personID: string;
    /** The 20th birthday, YYYY-MM-DD (Bangkok). */
    until: string;
    /** The caregivers whose links ended, oldest link first. */
    caregiverIDs: string[];
    /** The new pending links, in the order of `caregiverIDs` (the i-th is the i-th caregiver's). */
    pendingLinkIDs: string[];
  };
}

export type DomainEventName = keyof DomainEventCatalogue;
export type DomainEventPayload<N extends DomainEventName> = DomainEventCatalogue[N];

/**
 * A committed domain event as handlers get it. `eventID` is the outbox id: the same on every
 * delivery of the same event, so a handler can make its effect idempotent.
 */
export abstract class DomainEvent<N extends DomainEventName = DomainEventName> {
  abstract readonly name: N;
  constructor(
    readonly eventID: string,
    readonly payload: DomainEventPayload<N>,
  ) {}
}

/** line.followChanged: a LINE user followed or blocked the Official Account (issue 31). */
export class LineFollowChanged extends DomainEvent<'line.followChanged'> {
  readonly name = 'line.followChanged' as const;
}

/** account.deactivated: a patient closed their account. */
export class AccountDeactivated extends DomainEvent<'account.deactivated'> {
  readonly name = 'account.deactivated' as const;
}

/** files.processed: the image worker made an upload ready, or found it does not decode. */
export class FilesProcessed extends DomainEvent<'files.processed'> {
  readonly name = 'files.processed' as const;
}

/** tele.flowStatusChanged: a case's flowStatus moved (one event per tele_transitions row). */
export class TeleFlowStatusChanged extends DomainEvent<'tele.flowStatusChanged'> {
  readonly name = 'tele.flowStatusChanged' as const;
}

/** tele.slipReceived: a payment slip was stored on a case. */
export class TeleSlipReceived extends DomainEvent<'tele.slipReceived'> {
  readonly name = 'tele.slipReceived' as const;
}

/** booking.changed: an in-person booking was made, moved or cancelled. */
export class BookingChanged extends DomainEvent<'booking.changed'> {
  readonly name = 'booking.changed' as const;
}

/** booking.rescheduled: an active clinic booking was moved to another day or time (issue 32 item 2). */
export class BookingRescheduled extends DomainEvent<'booking.rescheduled'> {
  readonly name = 'booking.rescheduled' as const;
}

/** appointment.offered: a freed slot was offered to a patient booked later (issue 32 item 3). */
export class AppointmentOffered extends DomainEvent<'appointment.offered'> {
  readonly name = 'appointment.offered' as const;
}

/** tele.rescheduled: a telemedicine case not yet started was moved to another day or time (issue 32 item 2). */
export class TeleRescheduled extends DomainEvent<'tele.rescheduled'> {
  readonly name = 'tele.rescheduled' as const;
}

/** patient.registered: a patient account was created. */
export class PatientRegistered extends DomainEvent<'patient.registered'> {
  readonly name = 'patient.registered' as const;
}

/** consent.changed: a consent was given, given again or withdrawn. */
export class ConsentChanged extends DomainEvent<'consent.changed'> {
  readonly name = 'consent.changed' as const;
}

/** tele.created: a telemedicine case or consultation was made. */
export class TeleCreated extends DomainEvent<'tele.created'> {
  readonly name = 'tele.created' as const;
}

/** tele.parcelStatusRecorded: new Thailand Post statuses of a case's parcel. */
export class TeleParcelStatusRecorded extends DomainEvent<'tele.parcelStatusRecorded'> {
  readonly name = 'tele.parcelStatusRecorded' as const;
}

/** tele.receiptIssued: the e-Receipt of a case was issued (issue 32 item 7). */
export class TeleReceiptIssued extends DomainEvent<'tele.receiptIssued'> {
  readonly name = 'tele.receiptIssued' as const;
}

/** tele.slaBreached: a case went past its SLA limit. */
export class TeleSlaBreached extends DomainEvent<'tele.slaBreached'> {
  readonly name = 'tele.slaBreached' as const;
}

/** caregiver.majorityNear: a child's caregiver links end on the 20th birthday in 30 days or fewer (issue 33 item 4). */
export class CaregiverMajorityNear extends DomainEvent<'caregiver.majorityNear'> {
  readonly name = 'caregiver.majorityNear' as const;
}

/** caregiver.majorityReached: a child's caregiver links ended on the 20th birthday, renewed as pending links (issue 33 item 4). */
export class CaregiverMajorityReached extends DomainEvent<'caregiver.majorityReached'> {
  readonly name = 'caregiver.majorityReached' as const;
}

/** The class of each event: @EventsHandler(FilesProcessed) and the relay meet on it. */
export const DOMAIN_EVENTS: { readonly [N in DomainEventName]: new (eventID: string, payload: DomainEventPayload<N>) => DomainEvent<N> } = {
  'account.deactivated': AccountDeactivated,
  'files.processed': FilesProcessed,
  'tele.flowStatusChanged': TeleFlowStatusChanged,
  'tele.slipReceived': TeleSlipReceived,
  'booking.changed': BookingChanged,
  'booking.rescheduled': BookingRescheduled,
  'tele.rescheduled': TeleRescheduled,
  'appointment.offered': AppointmentOffered,
  'patient.registered': PatientRegistered,
  'consent.changed': ConsentChanged,
  'tele.created': TeleCreated,
  'tele.parcelStatusRecorded': TeleParcelStatusRecorded,
  'tele.slaBreached': TeleSlaBreached,
  'tele.receiptIssued': TeleReceiptIssued,
  'line.followChanged': LineFollowChanged,
  'caregiver.majorityNear': CaregiverMajorityNear,
  'caregiver.majorityReached': CaregiverMajorityReached,
};

export const DOMAIN_EVENT_NAMES = Object.keys(DOMAIN_EVENTS) as DomainEventName[];
