import { validate } from 'promptparse';

/** What a payment slip's QR code names: the sending bank (3-digit code, 'TMN' for TrueMoney) and the transaction reference. */
export interface SlipQrReference {
  sendingBank: string;
  transRef: string;
}

/**
 * Issue 13 item 5: the slip-verification payload Thai bank slips carry (the 'mini-QR' of the
 * Bank of Thailand's slip-verify standard: tag 00 with API type 000001, sending bank and
 * transaction reference, country TH, CRC in tag 91), or a TrueMoney Wallet slip's QR (its
 * transaction id is the reference). A PromptPay payment QR, a bad checksum or anything else → null.
 */
export function parseSlipQr(payload: string): SlipQrReference | null {
  const text = payload.trim();
  if (!text || text.length > 512) return null;
  const bank = validate.slipVerify(text);
  if (bank?.sendingBank && bank.transRef) return { sendingBank: bank.sendingBank, transRef: bank.transRef };
  const wallet = validate.trueMoneySlipVerify(text);
  if (wallet?.transactionId) return { sendingBank: 'TMN', transRef: wallet.transactionId };
  return null;
}
