import { TELE_MESSAGES, type FlowStatus } from '@hospital/rules';

/** The §8 success text the staff or patient page shows after a move to `to`. */
export function flowSuccessMessage(to: FlowStatus): string {
  switch (to) {
    case -3:
      return TELE_MESSAGES.costsNotified;
    case 6:
      return TELE_MESSAGES.trackingSaved;
    case 4:
    case 7:
      return TELE_MESSAGES.saved;
    default:
      return TELE_MESSAGES.patientNotified;
  }
}
