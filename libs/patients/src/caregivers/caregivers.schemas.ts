import { idParam } from '@hospital/core';

/** Issue 33: the link of /me/caregivers/{linkID} and …/paper-consent (a made-up id answers 404). */
export const CaregiverLinkParam = idParam('the caregiver link (caregiver_links.id)');

/** Issue 33: the person of DELETE /me/people/{userID} and /patients/{userID}/caregivers/… (users.id). */
export const PersonParam = idParam('the person (users.id)');
