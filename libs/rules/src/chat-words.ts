import type { ChatTopicName } from '@hospital/contracts';

/**
 * Issue 31 item 2: what a patient may ask the LINE chat in words. The words of each topic,
 * already normalised (chatWordsOf): 'นัด' → the next appointments, 'คิว' → today's queue place,
 * 'ชำระเงิน' → what is owed. Anything else is answered with the help card listing these.
 */
export const CHAT_TOPIC_WORDS: Readonly<Record<ChatTopicName, readonly string[]>> = {
  appointments: ['นัด', 'นัดหมาย', 'วันนัด', 'ดูนัด', 'appointment', 'appointments'],
  queue: ['คิว', 'ดูคิว', 'คิวของฉัน', 'queue'],
  owed: ['ชำระเงิน', 'จ่ายเงิน', 'ค่ายา', 'ค่าใช้จ่าย', 'ยอดชำระ', 'pay', 'payment'],
};

/** How the help card names each topic, in the order it lists them. */
export const CHAT_TOPIC_HINTS: ReadonlyArray<{ topic: ChatTopicName; word: string; meaning: string }> = [
  { topic: 'appointments', word: 'นัด', meaning: 'ดูนัดหมายครั้งถัดไป' },
  { topic: 'queue', word: 'คิว', meaning: 'ดูคิวของท่านวันนี้' },
  { topic: 'owed', word: 'ชำระเงิน', meaning: 'ดูยอดที่ต้องชำระ' },
];

/**
 * A message as it is matched: trimmed, lower case, without spaces, punctuation or symbols
 * (Thai letters, their vowels and tone marks kept), so 'นัด ', ' นัด!!', 'Appointment?' all match.
 */
export function chatWordsOf(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

/** The topic a message asks about, or null (the help card). */
export function chatTopicOfText(text: string): ChatTopicName | null {
  const words = chatWordsOf(text);
  if (!words) return null;
  for (const [topic, list] of Object.entries(CHAT_TOPIC_WORDS) as Array<[ChatTopicName, readonly string[]]>) if (list.includes(words)) return topic;
  return null;
}
