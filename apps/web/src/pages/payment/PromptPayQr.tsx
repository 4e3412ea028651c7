import { useEffect, useRef, useState } from 'react';
import { QRCodeCanvas } from 'qrcode.react';
import type { TelePaymentResponse } from '@hospital/contracts';
import { PAYMENT_MESSAGES, bahtWithSign } from '@hospital/rules';

type PromptPay = NonNullable<TelePaymentResponse['promptPay']>;

/**
 * Issue 13 item 4: the server's PromptPay payload drawn as a QR. The canvas is turned into a PNG
 * and shown as a real <img>: LINE's in-app browser lets a person long-press an image to save it,
 * and every Thai bank app scans a QR from a saved picture. 'บันทึก QR' downloads the same PNG.
 */
export function PromptPayQr({ promptPay, amount }: { promptPay: PromptPay; amount: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [dataUrl, setDataUrl] = useState<string | null>(null);
  // QRCodeCanvas draws in its own effect, which runs before this one (children first).
  useEffect(() => {
    const c = canvas.current;
    setDataUrl(c ? c.toDataURL('image/png') : null);
  }, [promptPay.payload]);

  const amountText = bahtWithSign(amount);
  const fileName = `promptpay-${promptPay.reference.replace(/[^0-9A-Za-z-]/g, '') || 'payment'}.png`;
  return (
    <div className="promptpay" data-testid="promptpay">
      <h3 className="promptpay-title">สแกนจ่ายด้วยพร้อมเพย์</h3>
      <QRCodeCanvas ref={canvas} value={promptPay.payload} size={280} level="M" marginSize={4} style={{ display: 'none' }} aria-hidden="true" />
      {dataUrl && <img className="promptpay-qr" src={dataUrl} width={280} height={280} alt={`QR พร้อมเพย์ ยอด ${amountText}`} data-testid="promptpay-qr" />}
      <dl className="promptpay-facts">
        <div>
          <dt>ผู้รับเงิน</dt>
          <dd data-testid="promptpay-receiver">{promptPay.receiverName}</dd>
        </div>
        <div>
          <dt>เลขอ้างอิง</dt>
          <dd className="mono" data-testid="promptpay-reference">
            {promptPay.reference}
          </dd>
        </div>
        <div>
          <dt>ยอดเงิน</dt>
          <dd data-testid="promptpay-amount">{amountText}</dd>
        </div>
      </dl>
      {/* Issue 32 item 7: whether the QR itself carries the reference (bill payment) or not (a plain PromptPay ID). */}
      <p className="muted promptpay-hint" data-testid="promptpay-reference-note">
        {promptPay.referenceInQr ? PAYMENT_MESSAGES.referenceInQr : PAYMENT_MESSAGES.referenceNotInQr}
      </p>
      {dataUrl && (
        <a className="btn btn-outline promptpay-save" href={dataUrl} download={fileName} data-testid="promptpay-save">
          {PAYMENT_MESSAGES.saveQr}
        </a>
      )}
      <p className="muted promptpay-hint">{PAYMENT_MESSAGES.saveQrHint}</p>
    </div>
  );
}
