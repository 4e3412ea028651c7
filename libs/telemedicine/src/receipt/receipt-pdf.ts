import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { HospitalConfig } from '@hospital/core';
import { RECEIPT_MESSAGES, bahtAmountText, bahtText, formatThaiLongDate, inBangkok } from '@hospital/rules';
import type { Receipt } from './tele-receipts.js';

/**
 * Issue 32 item 7, the receipt as a PDF (pdfkit, A4). The Thai font is Sarabun (OFL), embedded
 * from the npm package @expo-google-fonts/sarabun (whole TTFs with Thai and Latin: the web's
 * @fontsource files are split by script), so nothing depends on the machine's fonts. pdfkit
 * lays Thai out with fontkit (GSUB/GPOS: tone marks above vowels, marks moved off tall
 * consonants), looked at in a rendered image (libs/telemedicine/test/tele-receipt.spec.ts).
 */

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;

/** Sarabun Regular and Bold, read once per process. */
function receiptFonts(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/sarabun/400Regular/Sarabun_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/sarabun/700Bold/Sarabun_700Bold.ttf')),
  };
  return fonts;
}

/**
 * Thai text as the PDF draws it: SARA AM (ำ) as its two parts, NIKHAHIT + SARA AA (ํา), which
 * look the same. fontkit splits ำ itself and gives the split-off SARA AA no text, so the PDF's
 * text layer (copy, search, screen readers) lost every า after the first ำ; drawn from its
 * parts, each glyph keeps its character (the text reads back as the NFKC form).
 */
export function pdfText(text: string): string {
  return text.replace(/\u0E33/g, '\u0E4D\u0E32');
}

export interface ReceiptPdfInput {
  receipt: Receipt;
  hospital: HospitalConfig;
  /** `{public base url}/receipt/verify/{code}`: what the QR opens. */
  verifyUrl: string;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const GREY = '#555555';
const RULE = '#bbbbbb';

/** 'D MMMM BBBB เวลา HH:mm น.' in Bangkok. */
function thaiDateTime(at: Date): string {
  return `${formatThaiLongDate(at)} เวลา ${inBangkok(at).format('HH:mm')} น.`;
}

/** The receipt's PDF bytes. */
export async function receiptPdf({ receipt, hospital, verifyUrl }: ReceiptPdfInput): Promise<Buffer> {
  const { regular, bold } = receiptFonts();
  const doc = new PDFDocument({
    size: [A4.width, A4.height],
    margin: MARGIN,
    info: {
      Title: `${RECEIPT_MESSAGES.title} ${receipt.receiptNumber}`,
      Author: hospital.name,
      Subject: pdfText(`${RECEIPT_MESSAGES.title} ${receipt.receiptNumber}`),
      CreationDate: receipt.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('th', regular);
  doc.registerFont('th-bold', bold);

  const left = MARGIN;
  const right = A4.width - MARGIN;
  const width = right - left;
  const put = (text: string, x: number, y: number, options: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'right' | 'center'; color?: string } = {}) => {
    doc
      .font(options.bold ? 'th-bold' : 'th')
      .fontSize(options.size ?? 12)
      .fillColor(options.color ?? 'black')
      .text(pdfText(text), x, y, { width: options.width, align: options.align ?? 'left', lineBreak: options.width !== undefined });
    return doc.y;
  };
  const rule = (y: number) => doc.moveTo(left, y).lineTo(right, y).lineWidth(0.6).strokeColor(RULE).stroke();

  // The hospital (left) and the receipt's number and date (right).
  let y = MARGIN;
  const headerWidth = width * 0.64;
  y = put(hospital.name, left, y, { size: 16, bold: true, width: headerWidth });
  y = put(hospital.address, left, y + 2, { size: 11, width: headerWidth, color: GREY });
  const headerBottom = put(`เลขประจำตัวผู้เสียภาษีอากร ${hospital.taxId}`, left, y + 2, { size: 11, width: headerWidth, color: GREY });
  const boxX = left + headerWidth + 12;
  const boxWidth = right - boxX;
  let boxY = put(RECEIPT_MESSAGES.title, boxX, MARGIN, { size: 22, bold: true, width: boxWidth, align: 'right' });
  boxY = put(`เลขที่ ${receipt.receiptNumber}`, boxX, boxY + 4, { size: 12, bold: true, width: boxWidth, align: 'right' });
  boxY = put(`วันที่ ${formatThaiLongDate(receipt.issuedAt)}`, boxX, boxY + 2, { size: 12, width: boxWidth, align: 'right' });
  y = Math.max(headerBottom, boxY) + 14;
  rule(y);

  // Who paid.
  y += 12;
  put('ได้รับเงินจาก', left, y, { size: 12, color: GREY });
  const payerBottom = put(receipt.payerName || '-', left + 90, y, { size: 13, bold: true, width: width - 90 - 150 });
  const hnBottom = put(`HN ${receipt.hn ?? '-'}`, right - 150, y, { size: 12, width: 150, align: 'right' });
  y = Math.max(payerBottom, hnBottom) + 12;

  // The items, and the total.
  const numberX = left + 6;
  const nameX = left + 48;
  const amountWidth = 130;
  const nameWidth = width - 48 - amountWidth - 12;
  const headerRow = (at: number) => {
    doc.rect(left, at, width, 24).fillColor('#eeeeee').fill();
    put('ลำดับ', numberX, at + 5, { size: 11, bold: true });
    put('รายการ', nameX, at + 5, { size: 11, bold: true });
    put('จำนวนเงิน (บาท)', right - amountWidth - 6, at + 5, { size: 11, bold: true, width: amountWidth, align: 'right' });
    return at + 30;
  };
  y = headerRow(y);
  const bottom = A4.height - MARGIN;
  receipt.items.forEach((item, i) => {
    const height = doc.font('th').fontSize(12).heightOfString(pdfText(item.name), { width: nameWidth });
    if (y + height + 8 > bottom) {
      doc.addPage();
      y = headerRow(MARGIN);
    }
    put(String(i + 1), numberX, y, { size: 12 });
    put(item.name, nameX, y, { size: 12, width: nameWidth });
    put(bahtAmountText(item.amount), right - amountWidth - 6, y, { size: 12, width: amountWidth, align: 'right' });
    y += height + 8;
  });
  // The total, the words, the payment and the QR stay together (about 320 pt): on the next page if need be.
  if (y + 320 > bottom) {
    doc.addPage();
    y = MARGIN;
  }
  rule(y);
  y += 8;
  put('รวมทั้งสิ้น', left, y, { size: 13, bold: true, width: width - amountWidth - 12, align: 'right' });
  put(bahtAmountText(receipt.total), right - amountWidth - 6, y, { size: 13, bold: true, width: amountWidth, align: 'right' });
  y += 26;
  doc.rect(left, y, width, 26).fillColor('#f4f4f4').fill();
  put(`(${bahtText(receipt.total)})`, left, y + 5, { size: 12, bold: true, width, align: 'center' });
  y += 40;

  // How it was paid.
  const valueX = left + 140;
  put('ชำระเงินโดย', left, y, { size: 12, color: GREY });
  put('พร้อมเพย์ / โอนเงิน (ตรวจสอบหลักฐานการชำระเงินแล้ว)', valueX, y, { size: 12, width: right - valueX });
  y += 20;
  put('เลขอ้างอิงการชำระเงิน', left, y, { size: 12, color: GREY });
  put(receipt.paymentReference, valueX, y, { size: 12, bold: true });
  y += 20;
  put('วันที่ชำระเงิน', left, y, { size: 12, color: GREY });
  put(thaiDateTime(receipt.paidAt), valueX, y, { size: 12 });
  y += 34;

  // The QR that confirms it is genuine, and its address in words.
  const qrSize = 104;
  const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: 'M' });
  const cells = qr.modules.size;
  const quiet = 4;
  const cell = qrSize / (cells + quiet * 2);
  doc.rect(left, y, qrSize, qrSize).fillColor('white').fill();
  doc.fillColor('black');
  for (let r = 0; r < cells; r++) {
    for (let c = 0; c < cells; c++) if (qr.modules.get(r, c)) doc.rect(left + (c + quiet) * cell, y + (r + quiet) * cell, cell, cell);
  }
  doc.fill();
  const textX = left + qrSize + 14;
  const textWidth = right - textX;
  let qrY = put('ตรวจสอบว่าเป็นใบเสร็จที่โรงพยาบาลออกจริง', textX, y + 8, { size: 12, bold: true, width: textWidth });
  qrY = put('สแกน QR นี้ หรือเปิด', textX, qrY + 2, { size: 11, width: textWidth, color: GREY });
  put(verifyUrl, textX, qrY + 2, { size: 10, width: textWidth });
  y += qrSize + 20;

  rule(y);
  put('ใบเสร็จรับเงินอิเล็กทรอนิกส์ ออกโดยระบบของโรงพยาบาลเมื่อเจ้าหน้าที่การเงินตรวจสอบการชำระเงินแล้ว', left, y + 8, {
    size: 10,
    width,
    align: 'center',
    color: GREY,
  });

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
