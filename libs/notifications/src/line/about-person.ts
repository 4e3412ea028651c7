import type { JobPayload } from '@hospital/contracts';

/** Issue 33 item 3: what a message about a person says to their caregiver: 'ด.ช. ต้นกล้า ใจดี — ' before the text and the card's title. */
export function aboutPerson(fullName: string, payload: Pick<JobPayload<'line.push'>, 'text' | 'card'>): Pick<JobPayload<'line.push'>, 'text' | 'card'> {
  const prefix = `${fullName} — `;
  return {
    text: prefix + payload.text,
    ...(payload.card ? { card: { ...payload.card, title: prefix + payload.card.title } } : {}),
  };
}

/** The caregiver's copy of a push has its own key (LINE's retry key is made from it): one message per job and caregiver. */
export function caregiverPushKey(key: string, caregiverID: string): string {
  return `${key}:caregiver:${caregiverID}`;
}
