import type { LineWebhookEvent } from './line-webhook-calls.js';

/**
 * The job catalogue: each job name maps to its payload. Payloads carry ids, never images.
 * The queue of a job is the part of its name before the first dot. Start-up of the api and
 * the worker fails when a job here has no handler, or two.
 */
export interface JobCatalogue {
  /** Written for every sign-in attempt, successful or not. */
  'audit.signIn': {
    userID: string | null;
    login: string;
    success: boolean;
    ip: string | null;
    userAgent: string | null;
    at: string;
  };
  /** Staff opened or changed a patient's data (DESIGN.md: staff access is audited). */
  'audit.patientAccess': {
    actorID: string;
    patientID: string;
    action: 'profile.read' | 'profile.update' | 'patient.create' | 'his.register' | 'tele.read' | 'tele.update' | 'tele.transition' | 'file.read'
      | 'booking.update'
      | 'visit.read' | 'visit.image'
      | 'records.read' | 'records.update'
      | 'account.deactivate' | 'account.deactivateDelete'
      | 'data.export' // issue 15 item 3: a person took a copy of their own data (actor = patient)
      | 'caregiver.refused' | 'caregiver.paperConsent' // issue 33: an X-Acting-For for someone not one's own; Medrec's paper consent
      | 'booking.create' | 'tele.create' // issue 33 item 4: a caregiver booked for the person (actor = the caregiver)
      // issue 33 item 4: the caregiver's other acts for the person (PatientAccessAudit.recordCaregiverAct)
      | 'booking.reschedule' | 'booking.cancel' | 'booking.confirm' | 'booking.upload'
      | 'tele.reschedule' | 'tele.upload' | 'tele.slip' | 'tele.paid' | 'tele.received'
      | 'offers.change' | 'consent.change';
    /** Issue 33 item 4: the caregiver (= actorID) acted for the patient through X-Acting-For. */
    actingBy?: string;
    at: string;
  };
  /** Register a patient with the HIS and write the HN back (idempotent: one patient, one HN). */
  'his.registerPatient': {
    userID: string;
    requestedBy: string;
  };
  /**
   * A LINE text message to a patient (care-services §4: each flowStatus move tells the
   * patient what happened and what to do next). `key` makes the push idempotent: the LINE
   * retry key is derived from it, so a retried job never doubles the message.
   */
  'line.push': {
    userID: string;
    /** Issue 14 item 2: push to this LINE id (the staff LINE group) instead of the user's own LINE account. */
    to?: string;
    /** The plain text: the whole message where LINE cannot show a card, and the card's altText. */
    text: string;
    key: string;
    /** The step's message as a LINE Flex card with its one action as a button (issue 13 item 7). */
    card?: LineCard;
  };
  /**
   * Resize a stored upload (care-services §5: at most 1000x1000, quality 100, EXIF-rotated,
   * metadata stripped) and make its thumbnail; the file row says the result (DESIGN.md step 4).
   */
  'images.process': {
    fileID: string;
  };
  /**
   * File a processed image into its HIS visit (care-services §2 /patientimage): queued by the
   * image worker once a record image is 'ready'; idempotent (the file row remembers it was filed).
   */
  'records.fileVisitImage': {
    fileID: string;
  };
  /**
   * Issue 18 (chaos scenario 5): remove stored bytes no file row owns (an api killed between
   * writing an upload and committing its row, a removal that failed), older than the grace
   * period; a repeatable job.
   */
  'files.sweepOrphans': Record<string, never>;
  /**
   * Issue 31 item 4: the appointment reminders on LINE (a repeatable job, every 5 minutes): for
   * each appointment kind and each lead time Admin set (reminder_rules; by default the clinics'
   * evening before), ONE reminder per appointment, lead and appointment time, even with two
   * workers at once. `now` (ISO) overrides the clock (tests, operators).
   */
  'reminders.send': {
    now?: string;
  };
  /**
   * Issue 13 item 2: a repeatable job that asks the HIS for the costs of cases waiting on them
   * (flowStatus 1, 2, 3 without costs yet); each case whose costs appear is marked once and
   * raises 'tele.changed' (reason 'costs'). `now` (ISO) overrides the clock.
   */
  'tele.pollHisCosts': {
    now?: string;
  };
  /**
   * Issue 13 item 5: read a payment slip's QR code (sending bank, transaction reference), flag a
   * reference already used for another case, and ask the bank's slip-verification API where one
   * is configured. Queued by the image worker once a category-2 file is processed.
   */
  'payments.readSlip': {
    fileID: string;
  };
  /**
   * Issue 14 item 2: a repeatable job that records each case that went past its status's SLA
   * (one breach per case, status and time it entered the status), tells the boards and the
   * staff LINE group once. `now` (ISO) overrides the clock.
   */
  'sla.findBreaches': {
    now?: string;
  };
  /**
   * Issue 14 item 3: a repeatable job that asks Thailand Post about every parcel of the cases at
   * flowStatus 6 not yet delivered (batches of ≤ 100), records each new status once, and closes
   * cases delivered PARCELS_AUTO_RECEIVE_DAYS ago as received (7) by the system. `now` (ISO) overrides the clock.
   */
  'parcels.track': {
    now?: string;
  };
  /**
   * Issue 31 item 2: one event of LINE's webhook, as LINE sent it, queued once per
   * webhookEventId (redeliveries included) by POST /api/line/webhook; the worker answers it in
   * the chat (follow, unfollow, postback, message).
   */
  'line.webhookEvent': LineWebhookEvent;
  /**
   * Issue 32 item 5: a repeatable job (every 15 minutes) that marks 'ไม่มาตามนัด' (no_show_at)
   * each clinic booking of a finished day (today from 23:30 Bangkok, the days before) neither
   * served, arrived nor cancelled, once. `now` (ISO) overrides the clock.
   */
  'noShows.mark': {
    now?: string;
  };
  /**
   * Issue 33 item 4: a repeatable job (hourly) that ends each child's caregiver link whose
   * `until` (the 20th birthday) is today or past in Bangkok (ended_reason 'age'), once.
   * `now` (ISO) overrides the clock.
   */
  'caregivers.endAtMajority': {
    now?: string;
  };
}

/**
 * A LINE message as a card (built into a Flex bubble by the LINE client): a title, a few
 * lines of facts, and the one action of the step (pay, join the call, track the parcel).
 */
export interface LineCard {
  title: string;
  lines: string[];
  action?: { label: string; uri: string };
  /**
   * Issue 31: buttons answered inside the chat (a LINE postback: confirm, cancel, 'ได้รับยาแล้ว'),
   * below the action. `data` is contracts' postbackDataOf(…); `displayText` is what the chat
   * shows as the patient's own message when tapped.
   */
  choices?: Array<{ label: string; data: string; displayText: string }>;
}

export type JobName = keyof JobCatalogue;
export type JobPayload<N extends JobName> = JobCatalogue[N];

/** The runtime list of the catalogue; `satisfies` keeps it equal to the interface. */
export const JOB_NAMES = ['audit.signIn', 'audit.patientAccess', 'his.registerPatient', 'line.push', 'images.process', 'records.fileVisitImage', 'files.sweepOrphans', 'reminders.send', 'tele.pollHisCosts', 'payments.readSlip', 'sla.findBreaches', 'parcels.track', 'line.webhookEvent', 'noShows.mark', 'caregivers.endAtMajority'] as const satisfies readonly JobName[];
type MissingJobs = Exclude<JobName, (typeof JOB_NAMES)[number]>;
const _allListed: MissingJobs extends never ? true : MissingJobs = true;
void _allListed;

/**
 * Issue 17 item 2 (10,000 LINE pushes in ≤ 2 s): jobs the relay may carry together, up to this
 * many rows in one queue job. Each row keeps its own outbox id, request id, handler call and
 * settle; a queue job is only the envelope (BullMQ's own cost is per queue job, not per row).
 * A lone row travels alone, under its own outbox id, as every other job does.
 */
export const JOB_BATCH_SIZE: { readonly [N in JobName]?: number } = Object.freeze({ 'line.push': 100 });

/**
 * Job schedulers an earlier version registered for jobs no longer in the catalogue: the worker
 * removes them (and the retired queue's waiting jobs) at start, so an upgraded Redis does not go
 * on filling a queue nobody reads.
 */
export const RETIRED_JOB_SCHEDULERS: ReadonlyArray<{ queue: string; id: string; why: string }> = [
  { queue: 'bookings', id: 'bookings.remind.every-15-min', why: "issue 31: the evening-before booking reminder is notifications' 'reminders.send'" },
];

export function queueOf(job: JobName): string {
  return job.slice(0, job.indexOf('.'));
}

export const QUEUE_NAMES: readonly string[] = [...new Set(JOB_NAMES.map(queueOf))];
