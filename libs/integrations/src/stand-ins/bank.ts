// A stand-in bank for slip verification (issue 13 item 5; DESIGN.md, Outside systems): a real
// HTTP server on a free port speaking the protocol of libs/integrations/src/bank/slip-verify.port.ts,
// knowing the transfers made through it (amount, time, receiving account).
//  - POST /v1/slips/verify {sendingBank, transRef} with `Authorization: Bearer <token>`:
//    200 {found: true, amount, paidAt, receiverAccount, receiverName} | {found: false}; 401 on a wrong token.
//  - Dev helpers a bank does not have: POST /__dev/transfers {amount, sendingBank?, receiverAccount?}
//    records a transfer with a fresh 22-character reference and answers {transRef, payload (the
//    slip's QR payload, promptparse generate.slipVerify), slipPng (base64 PNG: a phone-screenshot
//    slip with that QR)}; GET /__dev/transfers lists them; POST /__dev/down {down: true} makes the
//    verify call answer 503 (a bank that is down) until turned off.
// The receiving account of every transfer is the hospital's (receiverAccount below) unless given.
import { randomBytes } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import { listenOnFreePort, readBody, sendJson } from './http-stand-in.js';
import { generate } from 'promptparse';
import QRCode from 'qrcode';
import { formatThaiShortDateTime } from '@hospital/rules';

export interface BankTransfer {
  transRef: string;
  sendingBank: string;
  amount: number;
  paidAt: string;
  receiverAccount: string;
  receiverName: string;
  payload: string;
}

export interface BankSlip {
  transRef: string;
  payload: string;
  /** The slip as a phone screenshot (PNG). */
  slipPng: Buffer;
}

export interface BankStandIn {
  url: string;
  token: string;
  /** The hospital's receiving account as the bank shows it (masked, as banks answer). */
  receiverAccount: string;
  receiverName: string;
  transfers: BankTransfer[];
  /** Makes a transfer the bank knows and answers its slip (what a patient's banking app shows). */
  transfer(input: { amount: number; sendingBank?: string; receiverAccount?: string }): Promise<BankSlip>;
  /** A slip image for any reference, recorded nowhere (a forged or foreign slip: the bank answers found: false). */
  slip(input: { amount: number; sendingBank?: string; transRef?: string }): Promise<BankSlip>;
  /** A bank that is down answers 503 to verify calls. */
  setDown(down: boolean): void;
  stop(): Promise<void>;
}

const HOSPITAL_ACCOUNT = 'xxx-x-x5678-x';
const HOSPITAL_NAME = 'โรงพยาบาลผิวหนัง (บัญชีรับชำระ)';
const REF_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A fresh 22-character reference: the Bangkok date (YYMMDD) and 16 letters/digits, as bank references look. */
export function newTransRef(now = new Date()): string {
  const bangkok = new Date(now.getTime() + 7 * 3600_000).toISOString();
  const date = bangkok.slice(2, 4) + bangkok.slice(5, 7) + bangkok.slice(8, 10);
  const tail = [...randomBytes(16)].map((b) => REF_CHARS[b % REF_CHARS.length]).join('');
  return date + tail;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/**
 * A slip as a banking app's screenshot: white 720x1280, a few lines of text (an SVG rendered by
 * sharp) and the slip-verification QR (qrcode, 320 px) at the bottom right, as Thai slips have it.
 */
export async function renderSlipPng(input: { payload: string; amount: number; sendingBank: string; transRef: string; paidAt: string; receiverName: string }): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const lines = [
    ['โอนเงินสำเร็จ', 44, 'bold'],
    [formatThaiShortDateTime(input.paidAt), 28, 'normal'],
    [`จากธนาคารรหัส ${input.sendingBank}`, 28, 'normal'],
    [`ไปยัง ${input.receiverName}`, 28, 'normal'],
    [`จำนวนเงิน ${input.amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} บาท`, 36, 'bold'],
    [`เลขที่รายการ ${input.transRef}`, 24, 'normal'],
  ] as const;
  const text = lines
    .map(([t, size, weight], i) => `<text x="48" y="${140 + i * 80}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="#1f2937">${escapeXml(t)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1280"><rect width="720" height="1280" fill="#ffffff"/><rect width="720" height="60" fill="#0f766e"/>${text}</svg>`;
  // The QR as SVG, drawn by sharp with the rest (qrcode's own PNG encoder, pure JS, took about
  // 100 ms of CPU a slip in the tests).
  const qr = await QRCode.toString(input.payload, { type: 'svg', width: 320, margin: 2, errorCorrectionLevel: 'M' });
  return sharp(Buffer.from(svg)).composite([{ input: Buffer.from(qr), left: 720 - 320 - 48, top: 1280 - 320 - 80 }]).png().toBuffer();
}



function amountOf(value: unknown): number | null {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : null;
}

export async function startBank(options: { token?: string; host?: string } = {}): Promise<BankStandIn> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  const transfers: BankTransfer[] = [];
  let down = false;

  const slip: BankStandIn['slip'] = async (input) => {
    const sendingBank = input.sendingBank ?? '014';
    const transRef = input.transRef ?? newTransRef();
    const payload = generate.slipVerify({ sendingBank, transRef });
    const slipPng = await renderSlipPng({ payload, amount: input.amount, sendingBank, transRef, paidAt: new Date().toISOString(), receiverName: HOSPITAL_NAME });
    return { transRef, payload, slipPng };
  };

  const transfer: BankStandIn['transfer'] = async (input) => {
    const made = await slip({ amount: input.amount, sendingBank: input.sendingBank });
    transfers.push({
      transRef: made.transRef,
      sendingBank: input.sendingBank ?? '014',
      amount: Math.round(input.amount * 100) / 100,
      paidAt: new Date().toISOString(),
      receiverAccount: input.receiverAccount ?? HOSPITAL_ACCOUNT,
      receiverName: HOSPITAL_NAME,
      payload: made.payload,
    });
    return made;
  };

  const send = (res: ServerResponse, status: number, payload: unknown) => sendJson(res, status, payload);

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'POST' && url.pathname === '/v1/slips/verify') {
        if (req.headers.authorization !== `Bearer ${token}`) return send(res, 401, { message: 'Invalid token' });
        if (down) return send(res, 503, { message: 'Service unavailable' });
        const input = JSON.parse((await readBody(req)) || '{}') as { sendingBank?: unknown; transRef?: unknown };
        if (typeof input.sendingBank !== 'string' || typeof input.transRef !== 'string') return send(res, 400, { message: 'sendingBank and transRef are required' });
        const t = transfers.find((x) => x.transRef === input.transRef && x.sendingBank === input.sendingBank);
        if (!t) return send(res, 200, { found: false });
        return send(res, 200, { found: true, amount: t.amount, paidAt: t.paidAt, receiverAccount: t.receiverAccount, receiverName: t.receiverName });
      }
      if (req.method === 'POST' && url.pathname === '/__dev/transfers') {
        const input = JSON.parse((await readBody(req)) || '{}') as { amount?: unknown; sendingBank?: unknown; receiverAccount?: unknown };
        const amount = amountOf(input.amount);
        if (amount === null) return send(res, 400, { message: 'amount must be a positive number' });
        const sendingBank = typeof input.sendingBank === 'string' && /^([0-9]{3}|TMN)$/.test(input.sendingBank) ? input.sendingBank : undefined;
        const receiverAccount = typeof input.receiverAccount === 'string' ? input.receiverAccount : undefined;
        const made = await transfer({ amount, sendingBank, receiverAccount });
        return send(res, 200, { transRef: made.transRef, payload: made.payload, slipPng: made.slipPng.toString('base64') });
      }
      if (req.method === 'GET' && url.pathname === '/__dev/transfers') return send(res, 200, transfers);
      if (req.method === 'POST' && url.pathname === '/__dev/down') {
        const input = JSON.parse((await readBody(req)) || '{}') as { down?: unknown };
        down = input.down === true;
        return send(res, 200, { down });
      }
      send(res, 404, { message: 'Not found' });
    })().catch((error) => send(res, 500, { message: String(error) }));
  });

  const { url, stop } = await listenOnFreePort(server, options.host ?? '127.0.0.1');
  return {
    url,
    token,
    receiverAccount: HOSPITAL_ACCOUNT,
    receiverName: HOSPITAL_NAME,
    transfers,
    transfer,
    slip,
    setDown: (value) => {
      down = value;
    },
    stop,
  };
}
