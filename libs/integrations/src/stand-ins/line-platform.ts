// A local stand-in for the LINE platform, speaking its protocol on a free port:
//  - POST /oauth2/v2.1/verify (form: id_token, client_id): verifies an ID token as LINE does
//    (HS256 with the channel secret here) and answers its claims, or 400 invalid_request.
//  - POST /v2/bot/message/push (Messaging API): records the push, honouring X-Line-Retry-Key
//    (a retried push with the same key is accepted once, answered 409 as LINE does). Messages are
//    checked as LINE checks them: a text needs its text, a flex its altText (≤ 400) and its
//    contents; anything else is 400 with LINE's error body.
//  - POST /v2/bot/message/reply (issue 31 item 6): answers a webhook event with its reply token,
//    checked as pushes are; each token once, within a minute of its event (a second use, an
//    expired or unknown token: 400 {message: 'Invalid reply token'}). Replies are recorded in
//    `pushes` beside the pushes, each marked `kind` 'push' or 'reply'.
//  - Webhook events to the product, signed as LINE signs them (line-webhooks.ts: follow,
//    unfollow, message, postback, redeliver; POST /__dev/webhook, POST /__dev/events).
//  - Dev helpers LINE does not have: POST /__dev/id-token {sub, name} mints an ID token for a
//    demo LINE user (the LIFF mock uses it); GET /__pushes lists recorded pushes; `failPushes`
//    (or POST /__dev/faults {statuses, seconds}) makes pushes answer LINE's 429 (with
//    Retry-After) and 500 in turn for a while (issue 18, npm run chaos).
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { listenOnFreePort, readBody, sendJson } from './http-stand-in.js';
import jwt from 'jsonwebtoken';
import { richMenuStandIn, type RichMenuStandIn } from './line-rich-menus.js';
import { lineWebhookSender, type LineWebhookStandIn } from './line-webhooks.js';

export interface RecordedPush {
  /** Issue 31: a push, or a reply with a webhook event's reply token (free; `to` is the user the token was issued to, no retry key). */
  kind: 'push' | 'reply';
  to: string;
  messages: unknown[];
  retryKey: string | null;
  at: string;
}

/** Issue 31 item 6: the webhook side (line-webhooks.ts): webhookUrl, follow, unfollow, message, postback, redeliver. */
export interface LinePlatformStandIn extends LineWebhookStandIn {
  url: string;
  /** Issue 31 item 3: the rich menus, their images, the default and the per-user links (line-rich-menus.ts). */
  richMenus: RichMenuStandIn;
  channelId: string;
  pushes: RecordedPush[];
  /** Pushes refused because their retry key was already accepted (a retried job LINE dropped). */
  repeatedRetryKeys: string[];
  /** Pushes answered with a fault (429/500) while `failPushes` was in force. */
  faultsAnswered: number;
  /** Until `seconds` from now, every push answers the next of `statuses` (429 carries Retry-After: 1). */
  failPushes(statuses: number[], seconds: number): void;
  issueIdToken(claims: { sub: string; name?: string; picture?: string }, options?: { expiresInSeconds?: number; audience?: string }): string;
  stop(): Promise<void>;
}

const ISSUER = 'https://access.line.me';

/**
 * What a recorded push says in words: a text message's text, or a Flex message's altText (the
 * text LINE shows in the chat list). Tests read pushes through this, whichever form they took.
 */
export function pushText(push: Pick<RecordedPush, 'messages'>): string {
  const message = (push.messages[0] ?? {}) as { type?: string; text?: string; altText?: string };
  return (message.type === 'flex' ? message.altText : message.text) ?? '';
}

/** The link of a Flex message's footer button (the step's one action), or null. */
export function pushButtonUri(push: Pick<RecordedPush, 'messages'>): string | null {
  const message = (push.messages[0] ?? {}) as { type?: string; contents?: { footer?: { contents?: Array<{ action?: { uri?: string } }> } } };
  return message.type === 'flex' ? (message.contents?.footer?.contents?.[0]?.action?.uri ?? null) : null;
}

/** Issue 31: a bubble's footer buttons as LINE checks them: a label (≤ 40), a URI action's uri, a postback's data (≤ 300) and displayText (≤ 300). */
function footerActionProblems(contents: unknown, at: string): Array<{ message: string; property: string }> {
  const buttons = ((contents as { footer?: { contents?: unknown[] } } | undefined)?.footer?.contents ?? []) as Array<{ action?: Record<string, unknown> }>;
  const problems: Array<{ message: string; property: string }> = [];
  const tooLong = (v: unknown, max: number) => typeof v === 'string' && Array.from(v).length > max;
  buttons.forEach((button, i) => {
    const a = button.action ?? {};
    const where = (field: string) => `${at}.contents[${i}].action.${field}`;
    if (tooLong(a.label, 40)) problems.push({ message: 'Length must be between 0 and 40', property: where('label') });
    if (a.type === 'uri' && typeof a.uri !== 'string') problems.push({ message: 'must be specified', property: where('uri') });
    if (a.type === 'postback') {
      if (typeof a.data !== 'string' || a.data === '') problems.push({ message: 'must be specified', property: where('data') });
      else if (tooLong(a.data, 300)) problems.push({ message: 'Length must be between 0 and 300', property: where('data') });
      if (tooLong(a.displayText, 300)) problems.push({ message: 'Length must be between 0 and 300', property: where('displayText') });
    }
  });
  return problems;
}

/** LINE's problems with one message of a push ('property' as LINE names it), or none. */
function messageProblems(messages: unknown[]): Array<{ message: string; property: string }> {
  const problems: Array<{ message: string; property: string }> = [];
  messages.forEach((raw, i) => {
    const m = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const at = (field: string) => `messages[${i}].${field}`;
    if (m.type === 'text') {
      if (typeof m.text !== 'string' || m.text === '') problems.push({ message: 'must be specified', property: at('text') });
      else if (Array.from(m.text).length > 5000) problems.push({ message: 'Length must be between 0 and 5000', property: at('text') });
    } else if (m.type === 'flex') {
      if (typeof m.altText !== 'string' || m.altText === '') problems.push({ message: 'must be specified', property: at('altText') });
      else if (Array.from(m.altText).length > 400) problems.push({ message: 'Length must be between 0 and 400', property: at('altText') });
      const contents = m.contents as { type?: string } | undefined;
      if (!contents || (contents.type !== 'bubble' && contents.type !== 'carousel')) problems.push({ message: 'must be specified', property: at('contents') });
      problems.push(...footerActionProblems(contents, at('contents.footer')));
    } else if (typeof m.type !== 'string') {
      problems.push({ message: 'must be specified', property: at('type') });
    }
  });
  return problems;
}



/**
 * `channelSecret`: the LINE Login channel's (ID tokens); `messagingSecret`: the Messaging API
 * channel's (webhook signatures, the product's LINE_CHANNEL_SECRET; 32 hex, generated when not given).
 */
export async function startLinePlatform(options: { channelId?: string; channelSecret?: string; messagingSecret?: string; host?: string } = {}): Promise<LinePlatformStandIn> {
  const channelId = options.channelId ?? '1650000000';
  const secret = options.channelSecret ?? randomBytes(16).toString('hex');
  const pushes: RecordedPush[] = [];
  const retryKeys = new Set<string>();
  const repeatedRetryKeys: string[] = [];
  let faults: { statuses: number[]; until: number } | null = null;
  let faultsAnswered = 0;
  const failPushes = (statuses: number[], seconds: number) => {
    faults = statuses.length && seconds > 0 ? { statuses, until: Date.now() + seconds * 1000 } : null;
  };

  const issueIdToken: LinePlatformStandIn['issueIdToken'] = (claims, opts = {}) =>
    jwt.sign({ ...claims, amr: ['linesso'] }, secret, {
      algorithm: 'HS256',
      issuer: ISSUER,
      audience: opts.audience ?? channelId,
      expiresIn: opts.expiresInSeconds ?? 3600,
    });

  const send = (res: ServerResponse, status: number, payload: unknown) => sendJson(res, status, payload, { cors: true });
  const richMenus = richMenuStandIn();
  const webhooks = lineWebhookSender({ messagingSecret: options.messagingSecret ?? randomBytes(16).toString('hex') });

  const server = createServer((req, res) => {
    void (async () => {
      const url = { pathname: (req.url ?? '/').split('?', 1)[0] };
      if (req.method === 'OPTIONS') return send(res, 204, null);
      if (await richMenus.handle(req, res, url.pathname)) return;
      if (await webhooks.handle(req, res, url.pathname)) return;
      if (req.method === 'POST' && url.pathname === '/oauth2/v2.1/verify') {
        const form = new URLSearchParams(await readBody(req));
        const token = form.get('id_token');
        const clientId = form.get('client_id');
        if (!token || !clientId) return send(res, 400, { error: 'invalid_request', error_description: 'Required parameter is missing.' });
        try {
          const claims = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: clientId });
          return send(res, 200, claims);
        } catch (error) {
          const expired = error instanceof jwt.TokenExpiredError;
          return send(res, 400, { error: 'invalid_request', error_description: expired ? 'IdToken expired.' : 'Invalid IdToken.' });
        }
      }
      if (req.method === 'POST' && url.pathname === '/v2/bot/message/push') {
        const retryKey = (req.headers['x-line-retry-key'] as string | undefined) ?? null;
        if (faults && Date.now() < faults.until) {
          const status = faults.statuses[faultsAnswered++ % faults.statuses.length];
          await readBody(req);
          if (status === 429) res.setHeader('retry-after', '1');
          return send(res, status, { message: status === 429 ? 'The API rate limit has been exceeded. Try again later.' : 'An error occurred on the server.' });
        }
        const payload = JSON.parse((await readBody(req)) || '{}') as { to?: string; messages?: unknown[] };
        if (!payload.to || !Array.isArray(payload.messages)) return send(res, 400, { message: 'The request body has 1 error(s)' });
        const problems = messageProblems(payload.messages);
        if (problems.length) return send(res, 400, { message: `The request body has ${problems.length} error(s)`, details: problems });
        if (retryKey && retryKeys.has(retryKey)) {
          repeatedRetryKeys.push(retryKey);
          return send(res, 409, { message: 'The retry key is already accepted' });
        }
        if (retryKey) retryKeys.add(retryKey);
        pushes.push({ kind: 'push', to: payload.to, messages: payload.messages, retryKey, at: new Date().toISOString() });
        return send(res, 200, { sentMessages: payload.messages.map((_, i) => ({ id: String(Date.now() + i) })) });
      }
      if (req.method === 'POST' && url.pathname === '/v2/bot/message/reply') {
        const payload = JSON.parse((await readBody(req)) || '{}') as { replyToken?: string; messages?: unknown[] };
        if (!payload.replyToken || !Array.isArray(payload.messages) || payload.messages.length === 0 || payload.messages.length > 5) {
          return send(res, 400, { message: 'The request body has 1 error(s)' });
        }
        const problems = messageProblems(payload.messages);
        if (problems.length) return send(res, 400, { message: `The request body has ${problems.length} error(s)`, details: problems });
        const to = webhooks.useReplyToken(payload.replyToken);
        if (!to) return send(res, 400, { message: 'Invalid reply token' });
        pushes.push({ kind: 'reply', to, messages: payload.messages, retryKey: null, at: new Date().toISOString() });
        return send(res, 200, { sentMessages: payload.messages.map((_, i) => ({ id: String(Date.now() + i) })) });
      }
      if (req.method === 'POST' && url.pathname === '/__dev/id-token') {
        const input = JSON.parse((await readBody(req)) || '{}') as { sub?: string; name?: string };
        const sub = input.sub && /^U[0-9a-f]{32}$/.test(input.sub) ? input.sub : `U${randomBytes(16).toString('hex')}`;
        return send(res, 200, { idToken: issueIdToken({ sub, name: input.name ?? 'ผู้ใช้ทดสอบ' }), sub });
      }
      if (req.method === 'GET' && url.pathname === '/__pushes') return send(res, 200, pushes);
      if (req.method === 'POST' && url.pathname === '/__dev/faults') {
        const input = JSON.parse((await readBody(req)) || '{}') as { statuses?: number[]; seconds?: number };
        failPushes(Array.isArray(input.statuses) ? input.statuses : [], Number(input.seconds) || 0);
        return send(res, 204, null);
      }
      send(res, 404, { message: 'Not found' });
    })().catch((error) => send(res, 500, { message: String(error) }));
  });

  const { url, stop } = await listenOnFreePort(server, options.host ?? '127.0.0.1');
  return {
    url,
    channelId,
    pushes,
    repeatedRetryKeys,
    get faultsAnswered() {
      return faultsAnswered;
    },
    failPushes,
    issueIdToken,
    richMenus,
    get webhookUrl() {
      return webhooks.webhookUrl;
    },
    set webhookUrl(url: string | null) {
      webhooks.webhookUrl = url;
    },
    messagingSecret: webhooks.messagingSecret,
    botUserId: webhooks.botUserId,
    follow: webhooks.follow,
    unfollow: webhooks.unfollow,
    message: webhooks.message,
    postback: webhooks.postback,
    redeliver: webhooks.redeliver,
    expireReplyTokens: webhooks.expireReplyTokens,
    stop,
  };
}
