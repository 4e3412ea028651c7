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

/**
 * A LineCard as a Flex bubble (issue 13 item 7): the title and the lines in the body, the
 * step's one action as a button in the footer (a URI action).
 */
export function flexBubbleOf(card: LineCard): messagingApi.FlexBubble {
  const body: messagingApi.FlexBox = {
    type: 'box',
    layout: 'vertical',
    spacing: 'md',
    contents: [textOf(card.title, { weight: 'bold', size: 'lg', color: '#0d6efd' }), ...card.lines.filter((l) => l.trim()).map((l) => textOf(l, { size: 'sm', color: '#333333' }))],
  };
  const bubble: messagingApi.FlexBubble = { type: 'bubble', body };
  if (card.action) {
    const action: messagingApi.URIAction = { type: 'uri', label: cutText(card.action.label, LINE_ACTION_LABEL_MAX), uri: card.action.uri };
    const button: messagingApi.FlexButton = { type: 'button', style: 'primary', height: 'sm', action };
    bubble.footer = { type: 'box', layout: 'vertical', contents: [button] };
  }
  return bubble;
}

/** The Flex message of a card, with `text` as its altText. */
export function flexMessageOf(card: LineCard, text: string): messagingApi.FlexMessage {
  return { type: 'flex', altText: altTextOf(text), contents: flexBubbleOf(card) };
}
