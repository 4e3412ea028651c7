import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@hospital/core';
import { SlipVerifyRejected, SlipVerifyUnavailable, type SlipReference, type SlipVerifyAnswer, type SlipVerifyPort } from './slip-verify.port.js';

/** How long one question to the bank may take before the job gives up and retries later. */
const TIMEOUT_MS = 10_000;

/**
 * The slip-verification port over HTTP (see slip-verify.port.ts for the protocol), to
 * config.payments.slipVerifyUrl with the bearer config.payments.slipVerifyToken. Only used
 * when the URL is set: the slip reader skips verification otherwise.
 */
@Injectable()
export class HttpSlipVerifyAdapter implements SlipVerifyPort {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async verify(ref: SlipReference): Promise<SlipVerifyAnswer> {
    const { slipVerifyUrl, slipVerifyToken } = this.config.payments;
    if (!slipVerifyUrl) throw new SlipVerifyRejected('SLIP_VERIFY_URL is not set');
    let res: Response;
    try {
      res = await fetch(`${slipVerifyUrl}/v1/slips/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${slipVerifyToken}` },
        body: JSON.stringify({ sendingBank: ref.sendingBank, transRef: ref.transRef }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SlipVerifyUnavailable(`The slip-verification API cannot be reached: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (res.status >= 500 || res.status === 429) throw new SlipVerifyUnavailable(`The slip-verification API answered ${res.status}: ${text.slice(0, 200)}`);
    if (res.status !== 200) throw new SlipVerifyRejected(`The slip-verification API refused the request (${res.status}): ${text.slice(0, 200)}`);
    return parseAnswer(text);
  }
}

/** The bank's JSON as a SlipVerifyAnswer; a malformed answer counts as the bank being unwell (retried). */
export function parseAnswer(text: string): SlipVerifyAnswer {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new SlipVerifyUnavailable('The slip-verification API answered something that is not JSON');
  }
  if (body?.found === false) return { found: false };
  const amount = Number(body?.amount);
  if (body?.found !== true || !Number.isFinite(amount) || typeof body.paidAt !== 'string') {
    throw new SlipVerifyUnavailable(`The slip-verification API answered an unexpected shape: ${text.slice(0, 200)}`);
  }
  return {
    found: true,
    amount,
    paidAt: body.paidAt,
    receiverAccount: typeof body.receiverAccount === 'string' ? body.receiverAccount : '',
    receiverName: typeof body.receiverName === 'string' ? body.receiverName : '',
  };
}
