import type { AppConfig } from '@hospital/core';
import type { ChatTopicName, LineCard } from '@hospital/contracts';
import type { ChatItem, ChatReply } from '@hospital/core';
import { CHAT_TOPIC_HINTS } from '@hospital/rules';
import { lineEntryLink, richMenuSettingsOf } from '../rich-menus/rich-menu-designs.js';

/**
 * Issue 31 item 2: the cards the LINE chat answers with — the welcome (with the registration
 * button), the welcome back (with the next appointment), the help, and a topic's items. Pure:
 * the links come in. Each answer is one or more messages (LINE takes up to 5 in a reply).
 */

/** An answer to send: its messages, and what it is about as line_messages records it. */
export interface ChatAnswer {
  about: string;
  messages: ChatReply[];
}

/** LINE's limit on the messages of one reply or push. */
export const LINE_MESSAGES_MAX = 5;

/** The links the cards open. */
export interface ChatLinks {
  /** The LINE registration (LIFF). */
  register: string;
  /** The patient's home. */
  home: string;
}

/**
 * The links of the cards: registration opens the LINE entry (accounts §2 /lineliff, signed in by
 * LINE: a person without an account lands on the LINE registration), the same link as the guest
 * rich menu's register tile (liff.line.me/<LIFF id>, or /lineliff itself with the LIFF mock);
 * home is the patient's home page, as the other cards' buttons.
 */
export function chatLinksOf(config: Pick<AppConfig, 'publicBaseUrl' | 'line'>): ChatLinks {
  return { register: lineEntryLink(richMenuSettingsOf(config), ''), home: `${config.publicBaseUrl}/home` };
}

const web = (label: string, uri: string): LineCard['action'] => (/^https?:\/\//.test(uri) ? { label, uri } : undefined);

/** The text of a card (its altText): the title and the lines. */
export function textOfCard(card: LineCard): string {
  return [card.title, ...card.lines].filter((l) => l.trim()).join('\n');
}

function answerOf(card: LineCard): ChatAnswer {
  return { about: card.title, messages: [{ text: textOfCard(card), card }] };
}

/** A person the product does not know (or not yet registered): the welcome with the registration button. */
export function welcomeAnswer(links: ChatLinks): ChatAnswer {
  return answerOf({
    title: 'ยินดีต้อนรับ',
    lines: ['ขอบคุณที่เพิ่มโรงพยาบาลเป็นเพื่อน', 'ลงทะเบียนเพื่อจองคิว พบแพทย์ทางไกล และรับการแจ้งเตือนนัดหมายทาง LINE'],
    action: web('ลงทะเบียน', links.register),
  });
}

/** A registered patient who follows again: welcome back, with their next appointment (its buttons) or none. */
export function welcomeBackAnswer(fullName: string, next: ChatItem | undefined, links: ChatLinks): ChatAnswer {
  const lines = next ? [fullName, 'นัดหมายครั้งถัดไป', next.title, ...next.lines] : [fullName, 'ยังไม่มีนัดหมาย'];
  return answerOf({ title: 'ยินดีต้อนรับกลับ', lines, action: next?.action ?? web('หน้าหลัก', links.home), choices: next?.choices });
}

/** Anything the chat does not know: what may be asked. */
export function helpAnswer(links: ChatLinks): ChatAnswer {
  return answerOf({
    title: 'สอบถามข้อมูลได้ด้วยคำเหล่านี้',
    lines: CHAT_TOPIC_HINTS.map((h) => `พิมพ์ "${h.word}" ${h.meaning}`),
    action: web('หน้าหลัก', links.home),
  });
}

/** How each topic's answer is headed, and what is said when there is nothing. */
const TOPIC_TITLES: Record<ChatTopicName, { title: string; none: string }> = {
  appointments: { title: 'นัดหมายของท่าน', none: 'ยังไม่มีนัดหมาย' },
  queue: { title: 'คิวของท่านวันนี้', none: 'วันนี้ท่านไม่มีคิว' },
  owed: { title: 'ยอดที่ต้องชำระ', none: 'ไม่มียอดที่ต้องชำระ' },
};

/**
 * A topic's items, the earliest first: one card each (its buttons with it), at most 5; when
 * there are more, the fifth says how many more and opens the home page. None: one card saying so.
 */
export function topicAnswer(topic: ChatTopicName, items: ChatItem[], links: ChatLinks): ChatAnswer {
  const { title, none } = TOPIC_TITLES[topic];
  if (items.length === 0) return answerOf({ title: none, lines: [], action: web('หน้าหลัก', links.home) });
  const shown = items.length > LINE_MESSAGES_MAX ? items.slice(0, LINE_MESSAGES_MAX - 1) : items;
  const cards: LineCard[] = shown.map((item) => ({ title: item.title, lines: item.lines, action: item.action, choices: item.choices }));
  if (shown.length < items.length) cards.push({ title: `และอีก ${items.length - shown.length} รายการ`, lines: ['ดูทั้งหมดได้ที่หน้าหลัก'], action: web('หน้าหลัก', links.home) });
  return { about: title, messages: cards.map((card, i) => ({ text: i === 0 ? `${title}\n${textOfCard(card)}` : textOfCard(card), card })) };
}

/** A postback action's answer (ChatRegistry.act): its card (text as altText), else its text. */
export function actionAnswer(reply: ChatReply): ChatAnswer {
  const about = reply.card?.title || reply.text.split('\n').find((l) => l.trim()) || 'ตอบกลับ';
  return { about, messages: [reply] };
}
