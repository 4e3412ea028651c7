/**
 * The LIFF ids of accounts §2 (messaging-app entry): /tele, /tele2, /booking, /phr and
 * /deactivate each have their own id; any other redirect gets the default one. The ids come
 * from configuration (GET /api/config).
 */
export interface LiffIds {
  tele: string;
  tele2: string;
  booking: string;
  phr: string;
  deactivate: string;
  default: string;
}

export type LiffTarget = keyof LiffIds;

/** What the web app needs to run LIFF. */
export interface LiffClientConfig {
  ids: LiffIds;
  /** Dev and tests: run with @line/liff-mock instead of the LINE app. */
  mock: boolean;
  /** With `mock`: where the local LINE stand-in issues a signed ID token for a demo LINE user. */
  mockTokenUrl: string | null;
}

/** Messages the product sends to the chat (accounts §9). */
export const CHAT_MESSAGES = {
  registered: '#registered',
  completed: '#completed',
  /** care-services §4 Payment proof flow step 4: the patient attached the payment evidence. */
  paymentSent: '#payment',
  /** care-services §4 Deactivate: 'usage cancelled', sent inside LINE before the window closes. */
  deactivated: 'ยกเลิกการใช้งานแล้ว',
} as const;
