// The LINE stand-in's rich menus (issue 31 item 3); line-platform.ts hands each request here
// first. Kept in memory as LINE keeps them, api and data paths on the one base URL:
//  - POST /v2/bot/richmenu (checked as LINE checks it, line-rich-menu-checks.ts) → {richMenuId};
//    POST /v2/bot/richmenu/validate; GET /v2/bot/richmenu/list; GET|DELETE /v2/bot/richmenu/{id}
//    (a deleted menu leaves the default and every user it was linked to).
//  - POST|GET /v2/bot/richmenu/{id}/content: the image, once (LINE never replaces one), PNG or
//    JPEG, ≤ 1 MB, and here also exactly the menu's size (LINE's own rule is the size range).
//  - POST|GET|DELETE /v2/bot/user/all/richmenu[/{id}]: the default menu.
//  - POST /v2/bot/user/{userId}/richmenu/{id}, GET|DELETE /v2/bot/user/{userId}/richmenu: per user.
//  - POST /v2/bot/richmenu/batch ('link', 'unlink', 'unlinkAll'; done at once, 202 with
//    X-Line-Request-Id) and GET /v2/bot/richmenu/progress/batch?requestId=.
//  - Dev helpers LINE does not have: GET /__richmenus (menus, default, links) and
//    GET /__richmenus/{id}/image (the image, to look at in a browser).
// A menu needs its image before it is made the default or linked (400, as LINE answers).
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http-stand-in.js';
import { richMenuProblems, type Problem } from './line-rich-menu-checks.js';

export interface StandInRichMenu {
  richMenuId: string;
  size: { width: number; height: number };
  selected: boolean;
  name: string;
  chatBarText: string;
  areas: Array<{ bounds: { x: number; y: number; width: number; height: number }; action: Record<string, unknown> }>;
  image: { contentType: string; bytes: Buffer; width: number; height: number } | null;
}

export interface RichMenuStandIn {
  /** Answers the request when it is a rich menu call (true), else leaves it (false). */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
  /** The channel's rich menus by id, with their images. */
  readonly menus: ReadonlyMap<string, StandInRichMenu>;
  /** The default rich menu's id, or null. */
  readonly defaultId: string | null;
  /** LINE user id → the rich menu linked to them. */
  readonly links: ReadonlyMap<string, string>;
}

const MAX_IMAGE_BYTES = 1024 * 1024;
const MAX_MENUS = 1000;
const USER_ID = /^U[0-9a-f]{32}$/;
const NO_IMAGE = 'must upload richmenu image before applying it to user';

export function richMenuStandIn(): RichMenuStandIn {
  const menus = new Map<string, StandInRichMenu>();
  const links = new Map<string, string>();
  const batches = new Map<string, { phase: 'succeeded' | 'failed'; acceptedTime: string; completedTime: string }>();
  let defaultId: string | null = null;

  const send = (res: ServerResponse, status: number, payload: unknown) => sendJson(res, status, payload);
  const notFound = (res: ServerResponse) => send(res, 404, { message: 'Not found' });
  const bodyProblems = (res: ServerResponse, problems: Problem[]) => send(res, 400, { message: `The request body has ${problems.length} error(s)`, details: problems });
  const listed = (m: StandInRichMenu) => ({ richMenuId: m.richMenuId, size: m.size, selected: m.selected, name: m.name, chatBarText: m.chatBarText, areas: m.areas });
  /** A menu that can be shown: it exists and has its image. */
  const showable = (res: ServerResponse, id: string): boolean => {
    const menu = menus.get(id);
    if (!menu) notFound(res);
    else if (!menu.image) send(res, 400, { message: NO_IMAGE });
    return Boolean(menu?.image);
  };
  const remove = (id: string) => {
    menus.delete(id);
    if (defaultId === id) defaultId = null;
    for (const [user, linked] of links) if (linked === id) links.delete(user);
  };

  function create(res: ServerResponse, body: Buffer, validateOnly: boolean): void {
    let raw: unknown;
    try {
      raw = JSON.parse(body.toString('utf8'));
    } catch {
      return send(res, 400, { message: 'The request body could not be parsed as JSON' });
    }
    const problems = richMenuProblems(raw);
    if (problems.length) return bodyProblems(res, problems);
    if (validateOnly) return send(res, 200, {});
    if (menus.size >= MAX_MENUS) return send(res, 400, { message: `A channel has at most ${MAX_MENUS} rich menus` });
    const m = raw as Omit<StandInRichMenu, 'richMenuId' | 'image'>;
    const richMenuId = `richmenu-${randomBytes(16).toString('hex')}`;
    menus.set(richMenuId, { richMenuId, size: m.size, selected: m.selected, name: m.name, chatBarText: m.chatBarText, areas: m.areas, image: null });
    send(res, 200, { richMenuId });
  }

  async function upload(req: IncomingMessage, res: ServerResponse, id: string, bytes: Buffer): Promise<void> {
    const menu = menus.get(id);
    if (!menu) return notFound(res);
    const contentType = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (contentType !== 'image/png' && contentType !== 'image/jpeg') return send(res, 415, { message: 'Unsupported media type' });
    if (bytes.length > MAX_IMAGE_BYTES) return send(res, 413, { message: `The image is ${bytes.length} bytes; at most ${MAX_IMAGE_BYTES} (1 MB)` });
    if (menu.image) return send(res, 400, { message: 'An image has already been uploaded to the richmenu' });
    const { default: sharp } = await import('sharp');
    const meta = await sharp(bytes).metadata().catch(() => null);
    if (!meta || meta.format !== (contentType === 'image/png' ? 'png' : 'jpeg')) return send(res, 400, { message: `The body is not a ${contentType} image` });
    if (meta.width !== menu.size.width || meta.height !== menu.size.height) {
      return send(res, 400, { message: `The image is ${meta.width}×${meta.height}; the rich menu is ${menu.size.width}×${menu.size.height}` });
    }
    menu.image = { contentType, bytes, width: meta.width, height: meta.height };
    send(res, 200, {});
  }

  function batch(res: ServerResponse, body: Buffer): void {
    let operations: Array<{ type?: string; from?: string; to?: string }>;
    try {
      operations = (JSON.parse(body.toString('utf8')) as { operations?: typeof operations }).operations ?? [];
    } catch {
      return send(res, 400, { message: 'The request body could not be parsed as JSON' });
    }
    if (!operations.length || operations.length > 1000) return send(res, 400, { message: 'operations must hold 1 to 1000 operations' });
    for (const op of operations) {
      if (op.type === 'link' && (!op.from || !op.to || !menus.get(op.to)?.image)) return send(res, 400, { message: `Invalid operation: link from ${op.from} to ${op.to}` });
    }
    const acceptedTime = new Date().toISOString();
    for (const op of operations) {
      for (const [user, linked] of links) {
        if (op.type === 'unlinkAll' || (op.type === 'unlink' && linked === op.from)) links.delete(user);
        else if (op.type === 'link' && linked === op.from) links.set(user, op.to!);
      }
    }
    const requestId = randomUUID();
    batches.set(requestId, { phase: 'succeeded', acceptedTime, completedTime: new Date().toISOString() });
    res.setHeader('x-line-request-id', requestId);
    send(res, 202, {});
  }

  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const method = req.method ?? 'GET';
    if (method === 'GET' && pathname === '/__richmenus') {
      send(res, 200, {
        defaultId,
        menus: [...menus.values()].map((m) => ({ ...listed(m), image: m.image && { contentType: m.image.contentType, bytes: m.image.bytes.length, width: m.image.width, height: m.image.height } })),
        links: Object.fromEntries(links),
      });
      return true;
    }
    const devImage = pathname.match(/^\/__richmenus\/([^/]+)\/image$/);
    if (method === 'GET' && devImage) {
      const image = menus.get(decodeURIComponent(devImage[1]))?.image;
      if (!image) notFound(res);
      else res.writeHead(200, { 'content-type': image.contentType, 'content-length': image.bytes.length }).end(image.bytes);
      return true;
    }
    if (!pathname.startsWith('/v2/bot/richmenu') && !/^\/v2\/bot\/user\/[^/]+\/richmenu(\/|$)/.test(pathname)) return false;
    if (!/^Bearer \S+/.test(String(req.headers.authorization ?? ''))) {
      send(res, 401, { message: 'Authentication failed. Confirm that the access token in the authorization header is valid.' });
      return true;
    }
    await route(req, res, method, pathname);
    return true;
  }

  async function route(req: IncomingMessage, res: ServerResponse, method: string, pathname: string): Promise<void> {
    const parts = pathname.split('/').slice(3).map(decodeURIComponent); // after /v2/bot/
    const [head, a, b, c] = parts;
    const body = await readBytes(req);
    if (head === 'richmenu') {
      if (method === 'POST' && parts.length === 1) return create(res, body, false);
      if (method === 'POST' && a === 'validate' && parts.length === 2) return create(res, body, true);
      if (method === 'GET' && a === 'list' && parts.length === 2) return send(res, 200, { richmenus: [...menus.values()].map(listed) });
      if (method === 'POST' && a === 'batch' && parts.length === 2) return batch(res, body);
      if (method === 'GET' && a === 'progress' && b === 'batch' && parts.length === 3) {
        const progress = batches.get(new URL(req.url ?? '/', 'http://x').searchParams.get('requestId') ?? '');
        return progress ? send(res, 200, progress) : notFound(res);
      }
      if (a && parts.length === 2 && method === 'GET') return menus.has(a) ? send(res, 200, listed(menus.get(a)!)) : notFound(res);
      if (a && parts.length === 2 && method === 'DELETE') {
        if (!menus.has(a)) return notFound(res);
        remove(a);
        return send(res, 200, {});
      }
      if (a && b === 'content' && parts.length === 3 && method === 'POST') return upload(req, res, a, body);
      if (a && b === 'content' && parts.length === 3 && method === 'GET') {
        const image = menus.get(a)?.image;
        if (!image) return notFound(res);
        res.writeHead(200, { 'content-type': image.contentType, 'content-length': image.bytes.length }).end(image.bytes);
        return;
      }
      return notFound(res);
    }
    // /v2/bot/user/{userId|all}/richmenu[/{richMenuId}]
    if (head !== 'user' || b !== 'richmenu' || parts.length > 4) return notFound(res);
    if (a === 'all') {
      if (method === 'GET' && !c) return defaultId ? send(res, 200, { richMenuId: defaultId }) : send(res, 404, { message: 'no default richmenu' });
      if (method === 'DELETE' && !c) {
        defaultId = null;
        return send(res, 200, {});
      }
      if (method === 'POST' && c) {
        if (!showable(res, c)) return;
        defaultId = c;
        return send(res, 200, {});
      }
      return notFound(res);
    }
    if (!USER_ID.test(a)) return send(res, 400, { message: "The value for the 'userId' parameter is invalid" });
    if (method === 'GET' && !c) return links.has(a) ? send(res, 200, { richMenuId: links.get(a) }) : send(res, 404, { message: 'the user has no richmenu' });
    if (method === 'DELETE' && !c) {
      links.delete(a);
      return send(res, 200, {});
    }
    if (method === 'POST' && c) {
      if (!showable(res, c)) return;
      links.set(a, c);
      return send(res, 200, {});
    }
    return notFound(res);
  }

  return {
    handle,
    menus,
    get defaultId() {
      return defaultId;
    },
    links,
  };
}

function readBytes(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}
