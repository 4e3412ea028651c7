// Issue 31 item 2: the words a patient may type in the LINE chat, and what each asks.
import { chatTopicOfText, chatWordsOf, CHAT_TOPIC_HINTS, CHAT_TOPIC_WORDS } from './chat-words.js';

describe('chat-words', () => {
  describe('chatTopicOfText', () => {
    it.each([
      ['นัด', 'appointments'],
      [' นัดหมาย ', 'appointments'],
      ['นัด!!', 'appointments'],
      ['Appointment?', 'appointments'],
      ['คิว', 'queue'],
      ['QUEUE', 'queue'],
      ['ดู คิว', 'queue'],
      ['ชำระเงิน', 'owed'],
      ['จ่ายเงิน', 'owed'],
      ['ค่ายา', 'owed'],
      ['pay.', 'owed'],
    ])('%j asks about %s', (text, topic) => {
      expect(chatTopicOfText(text)).toBe(topic);
    });

    it.each(['', '   ', 'สวัสดีครับ', 'นัดพรุ่งนี้ได้ไหม', '😀', 'คิวว'])('%j asks about nothing it knows (the help card)', (text) => {
      expect(chatTopicOfText(text)).toBeNull();
    });

    it('keeps Thai vowels and tone marks while removing spaces and punctuation', () => {
      expect(chatWordsOf(' ชำระ เงิน? ')).toBe('ชำระเงิน');
      expect(chatWordsOf('ค่า-ยา')).toBe('ค่ายา');
    });

    it('lists its words already normalised, each once, and names every topic in the help', () => {
      const all = Object.values(CHAT_TOPIC_WORDS).flat();
      expect(all.filter((w) => chatWordsOf(w) !== w)).toEqual([]);
      expect(new Set(all).size).toBe(all.length);
      expect(CHAT_TOPIC_HINTS.map((h) => h.topic).sort()).toEqual(Object.keys(CHAT_TOPIC_WORDS).sort());
      for (const h of CHAT_TOPIC_HINTS) expect(chatTopicOfText(h.word)).toBe(h.topic);
    });
  });
});
