// The ThaiD stand-in: a real OpenID Connect issuer (oidc-provider 9) on a free port, with demo
// citizens and ThaiD's claim names (DESIGN.md, Outside systems). The product talks to it with
// its production client (libs/integrations/src/thaid): discovery, authorization code + PKCE,
// client_secret_basic at the token endpoint, RS256 ID token, userinfo.
//
// Scopes → claims (the product asks for `thaid.scope` of libs/core/src/config/app-config.ts):
//   openid → sub · pid → pid · title → titleTh · title_en → titleEn · given_name · family_name ·
//   given_name_en · family_name_en · birthdate (YYYY-MM-DD) · address ({formatted}) ·
//   gender ('male' | 'female'). The claims are in the ID token and in userinfo.
//
// How a browser signs in (what playwright does):
//   1. Open  GET <api origin>/api/thaid/v2/authorize?liffId=<liff id>
//      → 302 <issuer>/auth?client_id=…&code_challenge=…  → 303 <issuer>/interaction/<uid>
//   2. The page "ThaiD (ระบบจำลอง)" lists every demo citizen in
//      <form id="thaid-citizens" method="post" action="/interaction/<uid>/login">, one
//      <button type="submit" id="citizen-<pid>" name="pid" value="<pid>" data-pid="<pid>"> each
//      (its text: the Thai title + names, then the pid).
//      Click ONE button, e.g.  await page.click('#citizen-1920100456782')
//      There is no password and no separate consent page: picking a citizen is the sign-in and
//      the consent to every requested scope. Every authorization shows this page again (the
//      issuer's session is not reused), so one browser can sign in as several citizens.
//   3. → 303 <issuer>/auth/<uid> → 303 <web origin>/linethaid?code=…&state=…&iss=…
//      e.g.  await page.waitForURL(/\/linethaid\?code=/)
//   Cancel instead: click '#cancel' (in <form id="thaid-cancel">) → /linethaid?error=access_denied&state=…
//
// The redirect URIs are exactly the `redirectUris` given (the product's <origin>/linethaid).
import { generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Adapter, AdapterPayload, InteractionDetails } from 'oidc-provider';
import type { ThaidClaims } from '@hospital/contracts';

/** A demo citizen: exactly the claims ThaiD releases. */
export type DemoCitizen = ThaidClaims;

export interface ThaidIssuerStandIn {
  issuer: string;
  clientId: string;
  clientSecret: string;
  citizens: readonly DemoCitizen[];
  stop(): Promise<void>;
}

/** Demo citizens: valid national IDs (checksum holds), none of them a seeded demo account. */
const CITIZENS: DemoCitizen[] = [
  {
    pid: '3920100112231',
    titleTh: 'นาย',
    given_name: 'สมชาย',
    family_name: 'ใจดี',
    titleEn: 'Mr.',
    given_name_en: 'Somchai',
    family_name_en: 'Jaidee',
    birthdate: '1978-03-14',
    address: { formatted: '45/2 หมู่ที่ 3 ตำบลนาตาล่วง อำเภอเมืองตรัง จังหวัดตรัง' },
    gender: 'male',
  },
  {
    pid: '1920100456782',
    titleTh: 'นางสาว',
    given_name: 'กมลวรรณ',
    family_name: 'ศรีสุข',
    titleEn: 'Miss',
    given_name_en: 'Kamonwan',
    family_name_en: 'Srisuk',
    birthdate: '1996-07-25',
    address: { formatted: '12 ถนนพระรามหก ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง' },
    gender: 'female',
  },
  {
    pid: '1909900345673',
    titleTh: 'นาย',
    given_name: 'ธนากร',
    family_name: 'แก้วมณี',
    titleEn: 'Mr.',
    given_name_en: 'Thanakorn',
    family_name_en: 'Kaewmanee',
    birthdate: '2003-11-02',
    address: { formatted: '88/9 ซอยเพชรเกษม 10 ตำบลหาดใหญ่ อำเภอหาดใหญ่ จังหวัดสงขลา' },
    gender: 'male',
  },
  {
    pid: '3101400123457',
    titleTh: 'นาง',
    given_name: 'สมหญิง',
    family_name: 'รักไทย',
    titleEn: 'Mrs.',
    given_name_en: 'Somying',
    family_name_en: 'Rakthai',
    birthdate: '1955-01-09',
    address: { formatted: '199 ถนนสาทรใต้ แขวงทุ่งมหาเมฆ เขตสาทร กรุงเทพมหานคร' },
    gender: 'female',
  },
];
export const DEMO_CITIZENS: readonly DemoCitizen[] = Object.freeze(CITIZENS.map((c) => Object.freeze(c)));

/** ThaiD's scope names and the claims each releases. */
export const THAID_SCOPE_CLAIMS: Readonly<Record<string, readonly (keyof DemoCitizen | 'sub')[]>> = {
  openid: ['sub'],
  pid: ['pid'],
  title: ['titleTh'],
  title_en: ['titleEn'],
  given_name: ['given_name'],
  family_name: ['family_name'],
  given_name_en: ['given_name_en'],
  family_name_en: ['family_name_en'],
  birthdate: ['birthdate'],
  address: ['address'],
  gender: ['gender'],
};

const SCOPE_LABELS: Record<string, string> = {
  pid: 'เลขประจำตัวประชาชน',
  title: 'คำนำหน้าชื่อ',
  title_en: 'คำนำหน้าชื่อภาษาอังกฤษ',
  given_name: 'ชื่อ',
  family_name: 'นามสกุล',
  given_name_en: 'ชื่อภาษาอังกฤษ',
  family_name_en: 'นามสกุลภาษาอังกฤษ',
  birthdate: 'วันเกิด',
  address: 'ที่อยู่',
  gender: 'เพศ',
};

const html = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * oidc-provider warns on import that it prefers Node 22; this stand-in runs on the product's
 * Node 20 in dev and tests only, so that one warning is held back.
 */
async function loadProvider(): Promise<typeof import('oidc-provider').default> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('oidc-provider WARNING: Unsupported runtime')) warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

/** An in-memory oidc-provider adapter, one store per issuer (codes are consumed once). */
function memoryAdapter() {
  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const key = (model: string, id: string) => `${model}:${id}`;
  const live = (k: string) => {
    const entry = store.get(k);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      store.delete(k);
      return undefined;
    }
    return entry.payload;
  };
  return class MemoryAdapter implements Adapter {
    constructor(private readonly model: string) {}
    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      store.set(key(this.model, id), { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
    }
    async find(id: string) {
      return live(key(this.model, id));
    }
    async findByUid(uid: string) {
      for (const [k] of store) if (k.startsWith(`${this.model}:`) && live(k)?.uid === uid) return live(k);
      return undefined;
    }
    async findByUserCode(userCode: string) {
      for (const [k] of store) if (k.startsWith(`${this.model}:`) && live(k)?.userCode === userCode) return live(k);
      return undefined;
    }
    async consume(id: string) {
      const payload = live(key(this.model, id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      store.delete(key(this.model, id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [k, entry] of store) if (entry.payload.grantId === grantId) store.delete(k);
    }
  };
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function signInPage(details: InteractionDetails, citizens: readonly DemoCitizen[]): string {
  const scopes = String(details.params.scope ?? '')
    .split(' ')
    .filter((s) => SCOPE_LABELS[s])
    .map((s) => `<li>${html(SCOPE_LABELS[s])}</li>`)
    .join('');
  const buttons = citizens
    .map(
      (c) => `<button type="submit" id="citizen-${c.pid}" name="pid" value="${c.pid}" data-pid="${c.pid}">
        <strong>${html(`${c.titleTh}${c.given_name} ${c.family_name}`)}</strong>
        <span>${html(`${c.titleEn} ${c.given_name_en} ${c.family_name_en}`)} · ${c.pid}</span>
      </button>`,
    )
    .join('\n');
  const uid = encodeURIComponent(details.uid);
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ThaiD (ระบบจำลอง)</title>
<style>
  body { font-family: 'Sarabun', 'Loma', sans-serif; background: #f3f6fb; margin: 0; padding: 24px; color: #1f2a44; }
  main { max-width: 480px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 24px; box-shadow: 0 2px 12px #0001; }
  h1 { margin: 0 0 4px; font-size: 1.5rem; color: #0b3d91; }
  p.note { margin: 0 0 16px; color: #7a4b00; background: #fff4d6; padding: 8px 12px; border-radius: 8px; }
  form#thaid-citizens { display: grid; gap: 10px; margin: 16px 0; }
  form#thaid-citizens button { text-align: left; padding: 12px 14px; border: 1px solid #c9d4ea; border-radius: 10px; background: #fff; cursor: pointer; font: inherit; display: grid; gap: 2px; }
  form#thaid-citizens button:hover { border-color: #0b3d91; background: #eef3ff; }
  form#thaid-citizens button span { color: #5b6785; font-size: .9rem; }
  #cancel { background: none; border: none; color: #5b6785; text-decoration: underline; cursor: pointer; font: inherit; }
</style>
</head>
<body>
<main>
  <h1>ThaiD</h1>
  <p class="note">ระบบจำลองสำหรับพัฒนาและทดสอบ ไม่ใช่ระบบของกรมการปกครอง</p>
  <p>แอปพลิเคชันขอใช้ข้อมูลของท่าน:</p>
  <ul id="thaid-scopes">${scopes}</ul>
  <p>เลือกผู้ใช้เพื่อยืนยันตัวตนและยินยอมให้ข้อมูล</p>
  <form id="thaid-citizens" method="post" action="/interaction/${uid}/login">
${buttons}
  </form>
  <form id="thaid-cancel" method="post" action="/interaction/${uid}/abort">
    <button type="submit" id="cancel">ยกเลิก</button>
  </form>
</main>
</body>
</html>`;
}

/**
 * The issuers started in one process share one RSA key: a 2048-bit key takes 0.1–0.5 s of CPU
 * to make, and a test run starts an issuer for every app. Each issuer still has its own URL (the
 * tokens' `iss`) and key id, so a token of one is refused by the others.
 */
let processKey: KeyObject | null = null;
function signingKeyOfProcess(): KeyObject {
  processKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return processKey;
}

export async function startThaidIssuer(options: { clientId?: string; clientSecret?: string; redirectUris: string[]; host?: string }): Promise<ThaidIssuerStandIn> {
  const clientId = options.clientId ?? 'skin-hospital-dev';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const citizens = DEMO_CITIZENS;
  const host = options.host ?? '127.0.0.1';

  // The issuer URL needs the port, so listen first and attach the provider after.
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = createServer((req, res) => handler(req, res));
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  const { port } = server.address() as { port: number };
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  // Made at the first request (its RSA key is 0.1–0.5 s of CPU): most apps of a test run never
  // sign anyone in with ThaiD, and the api discovers the issuer only when someone does.
  const makeProvider = async () => {
    const signingKey = { ...signingKeyOfProcess().export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };

    const Provider = await loadProvider();
    const provider = new Provider(issuer, {
      adapter: memoryAdapter(),
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: options.redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
          id_token_signed_response_alg: 'RS256',
        },
      ],
      jwks: { keys: [signingKey] },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      claims: THAID_SCOPE_CLAIMS,
      scopes: ['openid'],
      responseTypes: ['code'],
      pkce: { required: () => true },
      // ThaiD puts the person's claims in the ID token too (not only behind userinfo).
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false }, userinfo: { enabled: true } },
      interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
      async findAccount(_ctx: unknown, sub: string) {
        const citizen = citizens.find((c) => c.pid === sub);
        if (!citizen) return undefined;
        return { accountId: sub, claims: async () => ({ sub, ...citizen, address: { ...citizen.address } }) };
      },
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 120,
        IdToken: 600,
        Interaction: 900,
        Session: 900,
        Grant: 900,
      },
    });
    return provider;
  };
  let provider: Awaited<ReturnType<typeof makeProvider>> | undefined;
  let oidc: ReturnType<NonNullable<typeof provider>['callback']> | undefined;
  let providerMade: Promise<void> | undefined;

  const interaction = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(path);
    if (!match) return false;
    const action = match[2];
    const made = provider!;
    const details = await made.interactionDetails(req, res);
    if (req.method === 'GET' && !action) {
      if (details.prompt.name === 'login') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
        res.end(signInPage(details, citizens));
        return true;
      }
      // A consent prompt without a login one (a grant lost its scopes): grant them at once.
      const grant = new made.Grant({ accountId: details.session?.accountId ?? '', clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      await made.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
      return true;
    }
    if (req.method === 'POST' && action === 'login') {
      const pid = (await readForm(req)).get('pid') ?? '';
      if (!citizens.some((c) => c.pid === pid)) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('unknown citizen');
        return true;
      }
      // Picking a citizen is the sign-in and the consent to the requested scopes.
      const grant = new made.Grant({ accountId: pid, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope ?? 'openid'));
      const grantId = await grant.save();
      await made.interactionFinished(req, res, { login: { accountId: pid }, consent: { grantId } }, { mergeWithLastSubmission: false });
      return true;
    }
    if (req.method === 'POST' && action === 'abort') {
      await made.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return true;
    }
    return false;
  };

  const route = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    // Ask for a citizen on every authorization request, as ThaiD does: the authorization
    // endpoint (and its resume after the sign-in page) never sees an earlier issuer session,
    // so a browser can always pick another citizen.
    if ((path === '/auth' || path.startsWith('/auth/')) && req.headers.cookie) {
      req.headers.cookie = req.headers.cookie
        .split(';')
        .filter((pair) => !pair.trim().startsWith('_session'))
        .join(';');
    }
    if (!path.startsWith('/interaction/')) return void oidc!(req, res);
    interaction(req, res, path)
      .then((handled) => {
        if (!handled && !res.headersSent) res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      })
      .catch((error: unknown) => {
        if (res.headersSent) return void res.end();
        // An expired or unknown interaction (its cookie is gone): say so, plainly.
        const status = typeof (error as { statusCode?: unknown })?.statusCode === 'number' ? (error as { statusCode: number }).statusCode : 400;
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`ThaiD stand-in: ${String((error as Error)?.message ?? error)}`);
      });
  };
  handler = (req, res) => {
    if (provider) return route(req, res);
    providerMade ??= makeProvider().then((made) => {
      provider = made;
      oidc = made.callback();
    });
    providerMade.then(
      () => route(req, res),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`ThaiD stand-in: ${String(error)}`),
    );
  };

  return {
    issuer,
    clientId,
    clientSecret,
    citizens,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
