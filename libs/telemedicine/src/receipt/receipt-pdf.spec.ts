// Issue 32 item 7: the receipt's PDF, rendered by a real PDF engine (MuPDF, WASM) — its text read
// back (the total, the amount in Thai words, the reference, the number) and its first page saved
// as an image to look at (test-artifacts/receipt-unit.png: the Thai tone marks sit above the vowels).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as mupdf from 'mupdf';
import { parse } from 'promptparse';
import { bahtText } from '@hospital/rules';
import { pdfText, receiptPdf } from './receipt-pdf.js';
import type { Receipt } from './tele-receipts.js';

describe('receipt-pdf', () => {
  const ARTIFACTS = path.resolve(import.meta.dirname ?? '.', '../../../../test-artifacts');

  const receipt: Receipt = {
    id: '00000000-0000-4000-8000-000000000001',
    teleID: '3f2a9c1e-7b4d-4e2a-9f10-1234567890ab',
    userID: '00000000-0000-4000-8000-000000000002',
    fiscalYear: 2570,
    receiptNumber: 'RC2570-000042',
    verifyCode: 'AbCdEfGhIjKlMnOpQrStUv',
    payerName: 'นายสมชาย ใจดี',
    payerMasked: 'นายสม*** ใ***',
    hn: '6500123',
    items: [
      { name: 'ค่าบริการทางการแพทย์ (โทรเวช) ผู้ป่วยนอก', amount: 300 },
      { name: 'ค่ายา Betamethasone cream 0.1% ทาบางๆ วันละ 2 ครั้ง', amount: 150.25 },
      { name: 'ค่าจัดส่งพัสดุ EMS (น้ำหนักไม่เกิน 1 กก.)', amount: 50.5 },
    ],
    total: 500.75,
    paymentReference: 'TM3F2A9C1E7B',
    paidAt: new Date('2026-11-12T03:32:00Z'),
    issuedAt: new Date('2026-11-12T06:05:00Z'),
  };
  const hospital = { name: 'ศูนย์โรคผิวหนังเขตร้อนภาคใต้ จังหวัดตรัง', address: 'เลขที่ 99 ถนนพัทลุง ตำบลทับเที่ยง อำเภอเมืองตรัง จังหวัดตรัง 92000', taxId: '0994000999992' };
  const verifyUrl = 'http://localhost:3000/receipt/verify/AbCdEfGhIjKlMnOpQrStUv';

  /** The PDF's first page: its text (NFKC, as a reader compares Thai) and a PNG at 2x. */
  function render(pdf: Buffer): { text: string; png: Buffer; pages: number } {
    const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
    const page = doc.loadPage(0);
    const text = page.toStructuredText('').asText().normalize('NFKC');
    const png = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false, true).asPNG();
    return { text, png: Buffer.from(png), pages: doc.countPages() };
  }

  describe('the receipt PDF', () => {
    let pdf: Buffer;
    let text: string;
    beforeAll(async () => {
      pdf = await receiptPdf({ receipt, hospital, verifyUrl });
      const rendered = render(pdf);
      text = rendered.text;
      mkdirSync(ARTIFACTS, { recursive: true });
      writeFileSync(path.join(ARTIFACTS, 'receipt-unit.png'), rendered.png);
      expect(rendered.pages).toBe(1);
    });

    it('is a PDF with its Thai font embedded (Sarabun, a subset), no font of the machine', () => {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const raw = pdf.toString('latin1');
      expect(raw).toMatch(/\/FontFile2/);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Sarabun-Regular/);
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Sarabun-Bold/);
      const fonts = new Set([...raw.matchAll(/\/BaseFont \/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]));
      expect([...fonts].sort()).toEqual(['Sarabun-Bold', 'Sarabun-Regular']); // no Helvetica, nothing of the machine
    });

    it('reads back the hospital, the number, the payer and HN, the items, the total, the Thai words, the reference and the dates', () => {
      const expected = [
        'ใบเสร็จรับเงิน',
        hospital.name,
        'เลขประจำตัวผู้เสียภาษีอากร 0994000999992',
        'เลขที่ RC2570-000042',
        'วันที่ 12 พฤศจิกายน 2569',
        'นายสมชาย ใจดี',
        'HN 6500123',
        'ค่ายา Betamethasone cream',
        '150.25',
        'รวมทั้งสิ้น',
        '500.75',
        `(${bahtText(500.75)})`,
        'ห้าร้อยบาทเจ็ดสิบห้าสตางค์',
        'TM3F2A9C1E7B',
        'วันที่ชำระเงิน',
        '12 พฤศจิกายน 2569 เวลา 10:32 น.',
        verifyUrl,
      ];
      expect(expected.filter((t) => !text.includes(t.normalize('NFKC')))).toEqual([]);
    });

    it('ำ is drawn from its parts, so every า after it still reads back (น้ำหนัก … ครั้ง … บาง)', () => {
      expect(pdfText('น้ำ')).toBe('น้\u0E4D\u0E32');
      expect(text).toContain('น้ำหนักไม่เกิน'.normalize('NFKC'));
      expect(text).toContain('ทาบางๆ');
      expect(text).not.toContain('\uFFFD');
    });

    it('its QR opens the verification page (read back from the rendered page)', async () => {
      const { readQrFromImage } = await import('../payment/slip-image.js');
      const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
      const png = doc.loadPage(0).toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false, true).asPNG();
      expect(await readQrFromImage(Buffer.from(png))).toBe(verifyUrl);
      expect(parse(verifyUrl)).toBeNull(); // a web address, not a payment QR
    });

    it('many items go on over the next page, the total, the words and the QR kept together after them', async () => {
      // 11 one-line items fit one page with the rest; the 12th moves the total and the QR to page 2,
      // which takes 41 items before the rest goes on to page 3.
      for (const count of [11, 12, 41, 42]) {
        const long = { ...receipt, items: Array.from({ length: count }, (_, i) => ({ name: `รายการที่ ${i + 1}`, amount: 1 })), total: count };
        const doc = mupdf.Document.openDocument(await receiptPdf({ receipt: long, hospital, verifyUrl }), 'application/pdf');
        const pages = Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i).toStructuredText('').asText().normalize('NFKC'));
        const last = pages.at(-1)!;
        expect({ count, pages: pages.length }).toEqual({ count, pages: count <= 11 ? 1 : count <= 41 ? 2 : 3 });
        expect(pages.join('\n')).toContain(`รายการที่ ${count}`);
        for (const kept of [bahtText(count), 'รวมทั้งสิ้น', 'TM3F2A9C1E7B', verifyUrl]) expect(last).toContain(kept.normalize('NFKC'));
      }
    });
  });
});
