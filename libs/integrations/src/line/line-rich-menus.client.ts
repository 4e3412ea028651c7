// Issue 31 item 3: the Messaging API's rich menu calls (create, image, list, delete, default,
// per-user link, batch relink), on LINE's api host and its data host (images), or on the
// stand-in that serves both. Few calls, made by `npm run line:richmenu` and the link handlers:
// the global fetch is enough here (pushes keep their own pooled client, line-push-request.ts).
import { Inject, Injectable } from '@nestjs/common';
import type { messagingApi } from '@line/bot-sdk';
import { APP_CONFIG, type AppConfig } from '@hospital/core';

const TIMEOUT_MS = 15_000;

/** A rich menu as LINE lists it (the bot SDK's RichMenuResponse). */
export type LineRichMenu = messagingApi.RichMenuResponse;
/** A rich menu to create (the bot SDK's RichMenuRequest, every field given). */
export type LineRichMenuRequest = Required<messagingApi.RichMenuRequest>;

/** LINE answered a rich menu call with an error: the call, LINE's status and what LINE said. */
export class LineRichMenuError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly answer: string,
  ) {
    super(`LINE refused ${call}: ${status} ${answer.slice(0, 500) || '(no body)'}`);
  }

  /** LINE will not change its mind (a 4xx other than 429): retrying the same call cannot help. */
  get final(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

interface Answer {
  status: number;
  body: string;
  requestId: string | null;
}

@Injectable()
export class LineRichMenusClient {
  private readonly api: string;
  private readonly data: string;
  private readonly token: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'line'>) {
    this.api = config.line.apiBaseUrl.replace(/\/+$/, '');
    this.data = config.line.dataApiBaseUrl.replace(/\/+$/, '');
    this.token = config.line.messagingToken;
  }

  /** A channel access token is set: there is a LINE channel to call. */
  get configured(): boolean {
    return this.token !== '';
  }

  /** GET /v2/bot/richmenu/list: every rich menu of the channel. */
  async list(): Promise<LineRichMenu[]> {
    const { body } = await this.expect('list rich menus', 'GET', `${this.api}/v2/bot/richmenu/list`);
    return (JSON.parse(body) as messagingApi.RichMenuListResponse).richmenus;
  }

  /** POST /v2/bot/richmenu: answers the new rich menu's id. */
  async create(menu: LineRichMenuRequest): Promise<string> {
    const { body } = await this.expect(`create rich menu '${menu.name}'`, 'POST', `${this.api}/v2/bot/richmenu`, json(menu));
    return (JSON.parse(body) as messagingApi.RichMenuIdResponse).richMenuId;
  }

  /** POST <data host>/v2/bot/richmenu/{id}/content: the menu's image (once; LINE never replaces one). */
  async uploadImage(richMenuId: string, image: Buffer, contentType: 'image/png' | 'image/jpeg' = 'image/png'): Promise<void> {
    await this.expect(`upload the image of ${richMenuId}`, 'POST', `${this.data}/v2/bot/richmenu/${enc(richMenuId)}/content`, { type: contentType, bytes: image });
  }

  /** GET <data host>/v2/bot/richmenu/{id}/content answers 200: the menu has its image (a create whose upload failed has none). */
  async hasImage(richMenuId: string): Promise<boolean> {
    const answer = await this.call('GET', `${this.data}/v2/bot/richmenu/${enc(richMenuId)}/content`);
    if (answer.status === 404) return false;
    this.check(`read the image of ${richMenuId}`, answer);
    return true;
  }

  /** DELETE /v2/bot/richmenu/{id}; a menu already gone counts as deleted. */
  async remove(richMenuId: string): Promise<void> {
    await this.expect(`delete rich menu ${richMenuId}`, 'DELETE', `${this.api}/v2/bot/richmenu/${enc(richMenuId)}`, undefined, [404]);
  }

  /** GET /v2/bot/user/all/richmenu: the default rich menu's id, null when none is set. */
  async defaultId(): Promise<string | null> {
    const answer = await this.expect('read the default rich menu', 'GET', `${this.api}/v2/bot/user/all/richmenu`, undefined, [404]);
    return answer.status === 404 ? null : (JSON.parse(answer.body) as messagingApi.RichMenuIdResponse).richMenuId;
  }

  /** POST /v2/bot/user/all/richmenu/{id}: the menu everyone without a menu of their own sees. */
  async setDefault(richMenuId: string): Promise<void> {
    await this.expect(`make ${richMenuId} the default rich menu`, 'POST', `${this.api}/v2/bot/user/all/richmenu/${enc(richMenuId)}`);
  }

  /** POST /v2/bot/user/{userId}/richmenu/{id}: this LINE user's own menu (linking twice is fine). */
  async link(lineUserId: string, richMenuId: string): Promise<void> {
    await this.expect(`link ${richMenuId} to ${lineUserId}`, 'POST', `${this.api}/v2/bot/user/${enc(lineUserId)}/richmenu/${enc(richMenuId)}`);
  }

  /** DELETE /v2/bot/user/{userId}/richmenu: back to the default menu; a user without a menu of their own counts as done. */
  async unlink(lineUserId: string): Promise<void> {
    await this.expect(`unlink the rich menu of ${lineUserId}`, 'DELETE', `${this.api}/v2/bot/user/${enc(lineUserId)}/richmenu`, undefined, [404]);
  }

  /** GET /v2/bot/user/{userId}/richmenu: the menu linked to this user, null when none. */
  async linkedTo(lineUserId: string): Promise<string | null> {
    const answer = await this.expect(`read the rich menu of ${lineUserId}`, 'GET', `${this.api}/v2/bot/user/${enc(lineUserId)}/richmenu`, undefined, [404]);
    return answer.status === 404 ? null : (JSON.parse(answer.body) as messagingApi.RichMenuIdResponse).richMenuId;
  }

  /**
   * POST /v2/bot/richmenu/batch with 'link' operations: every user linked to `from` is linked to
   * `to` instead (LINE works it through in the background). Answers the request id to follow
   * with batchPhase.
   */
  async relinkAll(moves: ReadonlyArray<{ from: string; to: string }>): Promise<string> {
    const request: messagingApi.RichMenuBatchRequest = { operations: moves.map((m) => ({ type: 'link', from: m.from, to: m.to })) };
    const answer = await this.expect('move linked users to the new rich menus', 'POST', `${this.api}/v2/bot/richmenu/batch`, json(request));
    if (!answer.requestId) throw new LineRichMenuError('batch relink', answer.status, 'no X-Line-Request-Id in the answer');
    return answer.requestId;
  }

  /** GET /v2/bot/richmenu/progress/batch: 'ongoing', 'succeeded' or 'failed'. */
  async batchPhase(requestId: string): Promise<messagingApi.RichMenuBatchProgressPhase> {
    const { body } = await this.expect('read the batch progress', 'GET', `${this.api}/v2/bot/richmenu/progress/batch?requestId=${enc(requestId)}`);
    return (JSON.parse(body) as messagingApi.RichMenuBatchProgressResponse).phase;
  }

  private async expect(what: string, method: string, url: string, body?: { type: string; bytes: Buffer }, alsoFine: number[] = []): Promise<Answer> {
    const answer = await this.call(method, url, body);
    if (!alsoFine.includes(answer.status)) this.check(what, answer);
    return answer;
  }

  private check(what: string, answer: Answer): void {
    if (answer.status < 200 || answer.status >= 300) throw new LineRichMenuError(what, answer.status, answer.body);
  }

  private async call(method: string, url: string, body?: { type: string; bytes: Buffer }): Promise<Answer> {
    const res = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${this.token}`, ...(body ? { 'content-type': body.type } : {}) },
      // LINE's POSTs without a body still want a length (411 otherwise): an empty body sends 0.
      body: body ? new Uint8Array(body.bytes) : method === 'POST' ? '' : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // An image answer (GET content) is read and dropped: only its status is wanted.
    const text = /^image\//.test(res.headers.get('content-type') ?? '') ? (await res.arrayBuffer()) && '' : await res.text();
    return { status: res.status, body: text, requestId: res.headers.get('x-line-request-id') };
  }
}

function json(value: unknown): { type: string; bytes: Buffer } {
  return { type: 'application/json', bytes: Buffer.from(JSON.stringify(value)) };
}

const enc = encodeURIComponent;
