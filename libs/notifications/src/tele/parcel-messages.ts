import type { LineCard, ParcelStatusKind } from '@hospital/contracts';
import { trackingUrl } from '@hospital/rules';

/** care-services §4 flowStatus 6 (shipped): the parcel statuses the patient hears about on LINE (the others show on the page only). */
export const TOLD_KINDS: readonly ParcelStatusKind[] = ['out_for_delivery', 'delivered'];

/** The LINE text of a parcel status the patient is told about. */
export function parcelPushText(kind: ParcelStatusKind, barcode: string): string {
  return kind === 'delivered'
    ? `พัสดุยาของท่าน เลขพัสดุ ${barcode} นำจ่ายสำเร็จแล้ว\nเมื่อได้รับยาแล้ว กรุณากด "ได้รับพัสดุแล้ว" ในหน้าหลัก`
    : `พัสดุยาของท่าน เลขพัสดุ ${barcode} อยู่ระหว่างการนำจ่าย กรุณาเตรียมรับพัสดุ`;
}

/** The same message as a LINE card: confirm on the home page (delivered), or follow the parcel (out for delivery). */
export function parcelPushCard(kind: ParcelStatusKind, barcode: string, homeUrl: string): LineCard {
  const home = /^https?:\/\//.test(homeUrl) ? homeUrl : undefined;
  return kind === 'delivered'
    ? { title: 'พัสดุยานำจ่ายสำเร็จ', lines: [`เลขพัสดุ ${barcode}`, 'กรุณายืนยันเมื่อได้รับยาแล้ว'], action: home ? { label: 'ได้รับพัสดุแล้ว', uri: home } : undefined }
    : { title: 'พัสดุยากำลังนำจ่าย', lines: [`เลขพัสดุ ${barcode}`, 'กรุณาเตรียมรับพัสดุ'], action: { label: 'ติดตามพัสดุ', uri: trackingUrl(barcode) } };
}

/** The retry key of a parcel message: one message per barcode and status, however often it is polled or retried. */
export function parcelPushKey(barcode: string, code: string): string {
  return `parcel:${barcode}:${code}`;
}
