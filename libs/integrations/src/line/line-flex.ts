import type { messagingApi } from '@line/bot-sdk';
import type { LineCard } from '@hospital/contracts';

/** LINE's limits: a Flex message's altText, an action's label (Messaging API reference). */
export const LINE_ALT_TEXT_MAX = 400;
export const LINE_ACTION_LABEL_MAX = 40;

/** Cuts to at most `max` characters (counted as LINE counts them, by code point), ending in '…' when cut. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * The plain text LINE shows where it cannot show the card (chat list, notifications): ≤ 400
 * characters, never empty. A text too long loses its web addresses first (the card's button
 * carries the link; a signed video link alone is ~300 characters), then is cut.
 */
export function altTextOf(text: string): string {
  let plain = text.trim() || 'ข้อความจากโรงพยาบาล';
  if (Array.from(plain).length > LINE_ALT_TEXT_MAX) {
    plain = plain
      .split('\n')
      .map((line) => line.replace(/\s*https?:\/\/\S+/g, '').replace(/\s*:\s*$/, '').trim())
      .filter(Boolean)
      .join('\n');
  }
  return cutText(plain, LINE_ALT_TEXT_MAX);
}

const textOf = (text: string, extra: Partial<messagingApi.FlexText> = {}): messagingApi.FlexText => ({ type: 'text', text, wrap: true, ...extra });

/** LINE's limit on a postback action's displayText (Messaging API reference). */
export const LINE_DISPLAY_TEXT_MAX = 300;

/**
 * A LineCard as a Flex bubble (issue 13 item 7): the title and the lines in the body, the
 * step's one action as a button in the footer (a URI action), and under it (issue 31) the
 * choices answered inside the chat as postback buttons (label ≤ 40, the card's data, the
 * patient's displayText).
 */
export function flexBubbleOf(card: LineCard): messagingApi.FlexBubble {
  const body: messagingApi.FlexBox = {
    type: 'box',
    layout: 'vertical',
    spacing: 'md',
    contents: [textOf(card.title, { weight: 'bold', size: 'lg', color: '#0d6efd' }), ...card.lines.filter((l) => l.trim()).map((l) => textOf(l, { size: 'sm', color: '#333333' }))],
  };
  const bubble: messagingApi.FlexBubble = { type: 'bubble', body };
  const buttons: messagingApi.FlexButton[] = [];
  if (card.action) {
    const action: messagingApi.URIAction = { type: 'uri', label: cutText(card.action.label, LINE_ACTION_LABEL_MAX), uri: card.action.uri };
    buttons.push({ type: 'button', style: 'primary', height: 'sm', action });
  }
  for (const choice of card.choices ?? []) {
    const action: messagingApi.PostbackAction = {
      type: 'postback',
      label: cutText(choice.label, LINE_ACTION_LABEL_MAX),
      data: choice.data,
      displayText: cutText(choice.displayText, LINE_DISPLAY_TEXT_MAX),
    };
    buttons.push({ type: 'button', style: 'secondary', height: 'sm', action });
  }
  if (buttons.length > 0) bubble.footer = { type: 'box', layout: 'vertical', spacing: 'sm', contents: buttons };
  return bubble;
}

/** The Flex message of a card, with `text` as its altText. */
export function flexMessageOf(card: LineCard, text: string): messagingApi.FlexMessage {
  return { type: 'flex', altText: altTextOf(text), contents: flexBubbleOf(card) };
}

/** LINE's limit on a text message (Messaging API reference). */
export const LINE_TEXT_MAX = 5000;

/** Issue 31: an answer in the chat as one LINE message: the card as Flex (text as altText), else the text. */
export function lineMessageOf(text: string, card?: LineCard): messagingApi.Message {
  return card ? flexMessageOf(card, text) : { type: 'text', text: cutText(text.trim() || 'ข้อความจากโรงพยาบาล', LINE_TEXT_MAX) };
}
