/**
 * The LINE mini-app (LIFF) as the pages use it (accounts §2 messaging-app entry, §4, §8, §9).
 *
 * Real mode: @line/liff with the page's LIFF id. Mock mode (GET /api/config answers
 * `liff.mock: true`, dev and tests): @line/liff-mock (`liff.use(new LiffMockPlugin())`,
 * `liff.init({liffId, mock: true})`) fed with a LINE user and an ID token that the local LINE
 * stand-in signed, so the server verifies it exactly as it verifies LINE's:
 *  - a test sets `window.__LIFF_MOCK__` (page.addInitScript) to
 *    `{userId, displayName, idToken, isInClient?, loggedIn?, failProfile?, failSend?}`;
 *  - otherwise a demo LINE user (kept in localStorage `liffMockUser`) gets a fresh token by
 *    POSTing `{sub, name}` to `config.liff.mockTokenUrl`.
 * In mock mode every chat message sent is pushed to `window.__LIFF_SENT__` (array of texts)
 * and every closeWindow to `window.__LIFF_CLOSED__` (array of the paths it was called on),
 * so tests can assert '#registered' / '#completed'.
 *
 * @line/liff is loaded on demand: pages outside LINE never download it.
 */
import type { LiffClientConfig } from '@hospital/contracts';
import { loadPublicConfig } from '../api/public-config';
import { issueMockLineToken } from '../api/line-mock';

type Liff = typeof import('@line/liff').default;

/** What a test (or a developer) may set before the page loads to play a LINE user. */
export interface LiffMockUser {
  userId: string;
  displayName: string;
  idToken: string;
  /** Inside the LINE app (default true): '#registered' is sent and the window closes. */
  isInClient?: boolean;
  /** Logged in to LINE (default true); false plays the '0.' alert of accounts §4. */
  loggedIn?: boolean;
  /** Make the profile read fail (accounts §8 'Register Error getting profile: …'). */
  failProfile?: boolean;
  /** Make sending a chat message fail (the §4 fall-backs). */
  failSend?: boolean;
}

declare global {
  interface Window {
    __LIFF_MOCK__?: LiffMockUser;
    __LIFF_SENT__?: string[];
    __LIFF_CLOSED__?: string[];
  }
}

export interface LineIdentity {
  userId: string;
  displayName: string;
  idToken: string;
}

interface LiffState {
  liff: Liff;
  liffId: string;
  mock: boolean;
  user: LiffMockUser | null;
}

const MOCK_USER_KEY = 'liffMockUser';

let state: LiffState | null = null;
let initializing: Promise<LiffState> | null = null;
let mockPluginInstalled = false;

let liffModule: Promise<Liff> | null = null;
/**
 * @line/liff, downloaded once. Issue 17 (the patient's first screen): the LINE entry starts this
 * download at once, beside GET /api/config, instead of after it (one round trip less on slow 4G).
 */
export function loadLiff(): Promise<Liff> {
  liffModule ??= import('@line/liff').then((mod) => mod.default);
  liffModule.catch(() => (liffModule = null));
  return liffModule;
}

/** A demo LINE user for the mock when no test set one: remembered per browser. */
async function demoMockUser(config: LiffClientConfig): Promise<LiffMockUser> {
  if (!config.mockTokenUrl) throw new Error('LIFF mock: no token issuer configured');
  let saved: { sub?: string; name?: string } = {};
  try {
    saved = JSON.parse(localStorage.getItem(MOCK_USER_KEY) ?? '{}') as typeof saved;
  } catch {
    saved = {};
  }
  const name = saved.name ?? 'ผู้ใช้ LINE ทดสอบ';
  const { idToken, sub } = await issueMockLineToken(config.mockTokenUrl, { sub: saved.sub, name });
  localStorage.setItem(MOCK_USER_KEY, JSON.stringify({ sub, name }));
  return { userId: sub, displayName: name, idToken };
}

async function initMock(liff: Liff, liffId: string, config: LiffClientConfig, plugin: Promise<typeof import('@line/liff-mock')>): Promise<LiffMockUser> {
  const { LiffMockPlugin } = await plugin;
  if (!mockPluginInstalled) {
    liff.use(new LiffMockPlugin());
    mockPluginInstalled = true;
  }
  await (liff.init as (c: { liffId: string; mock: boolean }) => Promise<void>)({ liffId, mock: true });
  const user = window.__LIFF_MOCK__ ?? (await demoMockUser(config));
  const loggedIn = user.loggedIn ?? true;
  const mock = (liff as unknown as { $mock: { set(fn: (prev: Record<string, unknown>) => Record<string, unknown>): void } }).$mock;
  mock.set((prev) => ({
    ...prev,
    isInClient: user.isInClient ?? true,
    isLoggedIn: loggedIn,
    getProfile: { userId: user.userId, displayName: user.displayName },
    getIDToken: loggedIn ? user.idToken : null,
    getDecodedIDToken: { sub: user.userId, name: user.displayName },
  }));
  // Inside the LINE app, LIFF logs the user in during init; the mock only counts the call.
  if (loggedIn) liff.login();
  window.__LIFF_SENT__ ??= [];
  window.__LIFF_CLOSED__ ??= [];
  return user;
}

/**
 * Initialise LIFF for `liffId` (once per page load: a LIFF page belongs to one LIFF app, so a
 * later call with another id reuses the first initialisation).
 */
export async function initLiff(liffId: string): Promise<void> {
  if (state) return;
  initializing ??= (async () => {
    const download = loadLiff();
    const config = (await loadPublicConfig()).liff;
    // The mock plugin downloads beside @line/liff, not after it.
    const plugin = config.mock ? import('@line/liff-mock') : null;
    const liff = await download;
    if (plugin) {
      const user = await initMock(liff, liffId, config, plugin);
      return { liff, liffId, mock: true, user };
    }
    await liff.init({ liffId });
    return { liff, liffId, mock: false, user: null };
  })();
  try {
    state = await initializing;
  } catch (error) {
    initializing = null;
    throw error;
  }
}

function current(): LiffState {
  if (!state) throw new Error('LIFF is not initialised');
  return state;
}

/** The LIFF id the page initialised with, or null before initLiff. */
export function currentLiffId(): string | null {
  return state?.liffId ?? null;
}

export function isLineLoggedIn(): boolean {
  return current().liff.isLoggedIn();
}

/** True inside the LINE app's browser (after initLiff). */
export function isInLineClient(): boolean {
  return state ? state.liff.isInClient() : false;
}

/**
 * Before any initLiff: does this page run inside LINE? Real mode asks @line/liff (allowed
 * before init); mock mode answers true only when a test set `window.__LIFF_MOCK__`.
 */
export async function probeLineClient(): Promise<boolean> {
  if (state) return isInLineClient();
  const config = (await loadPublicConfig()).liff;
  if (config.mock) return Boolean(window.__LIFF_MOCK__ && (window.__LIFF_MOCK__.isInClient ?? true));
  if (!/\bLine\//i.test(navigator.userAgent)) return false;
  return (await loadLiff()).isInClient();
}

/** Start LINE login (outside the LINE app); a no-op in mock mode. */
export function startLineLogin(): void {
  const { liff, mock } = current();
  if (!mock && !liff.isLoggedIn()) liff.login({ redirectUri: window.location.href });
}

/** The LINE profile and a fresh ID token (the proof the server verifies). */
export async function getLineIdentity(): Promise<LineIdentity> {
  const { liff, user } = current();
  if (user?.failProfile) throw new Error('mock profile failure');
  const profile = await liff.getProfile();
  const idToken = liff.getIDToken();
  if (!idToken) throw new Error('no ID token (is the openid scope enabled for this LIFF app?)');
  return { userId: profile.userId, displayName: profile.displayName, idToken };
}

/** Send a text to the chat the LIFF window was opened from (accounts §9: '#registered', '#completed'). */
export async function sendChatMessage(text: string): Promise<void> {
  const { liff, mock, user } = current();
  if (mock && user?.failSend) throw new Error('mock send failure');
  await liff.sendMessages([{ type: 'text', text }]);
  if (mock) (window.__LIFF_SENT__ ??= []).push(text);
}

/** Close the LIFF window (inside LINE). */
export function closeLiffWindow(): void {
  const { liff, mock } = current();
  if (mock) (window.__LIFF_CLOSED__ ??= []).push(window.location.pathname);
  liff.closeWindow();
}
