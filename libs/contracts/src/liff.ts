import type { LiffIds } from './health-calls.js';

/** LiffIds and LiffClientConfig are inferred from their schemas (health-calls.ts, issue 30 item 2). */
export type LiffTarget = keyof LiffIds;

/** Messages the product sends to the chat (accounts §9). */
export const CHAT_MESSAGES = {
  registered: '#registered',
  completed: '#completed',
  /** care-services §4 Payment proof flow step 4: the patient attached the payment evidence. */
  paymentSent: '#payment',
  /** care-services §4 Deactivate: 'usage cancelled', sent inside LINE before the window closes. */
  deactivated: 'ยกเลิกการใช้งานแล้ว',
} as const;
