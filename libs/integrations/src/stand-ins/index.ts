// The outside systems' stand-ins for dev (scripts/start.mjs) and tests: real servers that
// speak the outside systems' protocols, so the product runs its production code path
// against another address (DESIGN.md, Outside systems).
import { randomBytes } from 'node:crypto';
import { startLinePlatform, type LinePlatformStandIn } from './line-platform.js';
import { startThaidIssuer, type ThaidIssuerStandIn } from './thaid-issuer.js';
import { startBank, type BankStandIn } from './bank.js';
import { startThailandPost, type ThailandPostStandIn } from './thailand-post.js';

export * from './line-platform.js';
export * from './line-webhooks.js'; // issue 31 item 6: signed webhook events to the product
export * from './thaid-issuer.js';
export * from './bank.js';
export * from './thailand-post.js';

export interface StandIns {
  line: LinePlatformStandIn;
  thaid: ThaidIssuerStandIn;
  /** The bank's slip-verification API with the transfers it knows (issue 13 item 5). */
  bank: BankStandIn;
  /** Thailand Post's tracking API with the parcels it knows (issue 14 item 3). */
  thailandPost: ThailandPostStandIn;
  /** The product's environment pointing at the stand-ins. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Issue 32 item 7: the demo's PromptPay biller ID (libs/core's demo tax ID 0994000999992 and suffix 00). */
export const DEMO_PROMPTPAY_BILLER_ID = '099400099999200';

/** Demo LIFF ids: the web app runs @line/liff-mock with them. */
export const DEMO_LIFF_IDS = {
  LIFF_ID_TELE: '1650000000-tele',
  LIFF_ID_TELE2: '1650000000-tele2',
  LIFF_ID_BOOKING: '1650000000-booking',
  LIFF_ID_PHR: '1650000000-phr',
  LIFF_ID_DEACTIVATE: '1650000000-deactivate',
  LIFF_ID_DEFAULT: '1650000000-default',
};

/** `webOrigins`: where the product's pages are served (the ThaiD redirect goes to /linethaid there). */
export async function startStandIns(options: {
  webOrigins: string[];
  /** Issue 14 item 3: parcels move one step this often by themselves (npm start); by hand otherwise. */ parcelStepMs?: number;
  /** Issue 31: the Messaging API channel secret both the stand-in and the product use; default LINE_CHANNEL_SECRET, else a generated one. */
  lineChannelSecret?: string;
}): Promise<StandIns> {
  const messagingSecret = options.lineChannelSecret || process.env.LINE_CHANNEL_SECRET || randomBytes(16).toString('hex');
  const line = await startLinePlatform({ messagingSecret });
  const thaid = await startThaidIssuer({
    clientId: 'skin-hospital-dev',
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris: options.webOrigins.map((o) => `${o.replace(/\/$/, '')}/linethaid`),
  }).catch(async (error) => {
    await line.stop();
    throw error;
  });
  const bank = await startBank().catch(async (error) => {
    await Promise.all([line.stop(), thaid.stop()]);
    throw error;
  });
  const thailandPost = await startThailandPost({ stepMs: options.parcelStepMs }).catch(async (error) => {
    await Promise.all([line.stop(), thaid.stop(), bank.stop()]);
    throw error;
  });
  return {
    line,
    thaid,
    bank,
    thailandPost,
    env: {
      LINE_API_URL: line.url,
      LINE_LOGIN_CHANNEL_ID: line.channelId,
      LINE_CHANNEL_ACCESS_TOKEN: 'stand-in-token',
      LINE_CHANNEL_SECRET: messagingSecret, // issue 31: the webhook's signatures, shared with the stand-in
      LIFF_MOCK: '1',
      ...DEMO_LIFF_IDS,
      THAID_ISSUER: thaid.issuer,
      THAID_CLIENT_ID: thaid.clientId,
      THAID_CLIENT_SECRET: thaid.clientSecret,
      SLIP_VERIFY_URL: bank.url,
      SLIP_VERIFY_TOKEN: bank.token,
      THAILAND_POST_TRACK_URL: thailandPost.url,
      THAILAND_POST_TRACK_KEY: thailandPost.key,
      // A demo PromptPay receiver, only where the hospital has not set its own: a biller ID (the
      // demo tax ID + '00'), so the demo's QR carries the case reference printed beside it (issue 32 item 7).
      ...(process.env.PROMPTPAY_ID || process.env.PROMPTPAY_BILLER_ID ? {} : { PROMPTPAY_BILLER_ID: DEMO_PROMPTPAY_BILLER_ID }),
    },
    async stop() {
      await Promise.all([line.stop(), thaid.stop(), bank.stop(), thailandPost.stop()]);
    },
  };
}
