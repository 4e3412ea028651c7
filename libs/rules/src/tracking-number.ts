/**
 * Issue 28 item 5: a Thailand Post tracking number is the UPU S10 shape — two letters (the
 * service), eight digits and a check digit (the serial), two letters (the country, 'TH' for
 * Thai parcels but any two letters are accepted: a foreign parcel keeps its own) — and the
 * check digit must be right, so a mistyped digit is caught while Shipping types it, on the page
 * and on the server (the transfer's rule, flowProblem → trackingNumbersError).
 */
export const S10_WEIGHTS: readonly number[] = [8, 6, 4, 2, 3, 5, 9, 7];

/** The S10 shape: AA + 8 digits + check digit + AA (upper case; the page upper-cases what is typed). */
export const S10_PATTERN = /^[A-Z]{2}\d{9}[A-Z]{2}$/;

/**
 * The check digit of an S10 serial's eight digits: 11 − (Σ digit×weight mod 11), where 10 → 0
 * and 11 → 5. `digits`: exactly eight digits, else null.
 */
export function s10CheckDigit(digits: string): number | null {
  if (!/^\d{8}$/.test(digits)) return null;
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * S10_WEIGHTS[i], 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** Whether `barcode` is an S10 tracking number with the right check digit. */
export function isS10TrackingNumber(barcode: string): boolean {
  if (!S10_PATTERN.test(barcode)) return false;
  return s10CheckDigit(barcode.slice(2, 10)) === Number(barcode[10]);
}

/**
 * An S10 number from its parts, with its check digit (demo data and tests make theirs here):
 * `serial` is up to eight digits (zero-padded).
 */
export function s10TrackingNumber(service: string, serial: number | string, country = 'TH'): string {
  const digits = String(serial).padStart(8, '0');
  const check = s10CheckDigit(digits);
  if (check === null || !/^[A-Z]{2}$/.test(service) || !/^[A-Z]{2}$/.test(country)) throw new Error(`Not an S10 serial: ${service} ${serial} ${country}`);
  return `${service}${digits}${check}${country}`;
}

/** Thailand Post's tracking page for a number (the LINE messages of §4 and of parcel statuses link it). */
export function trackingUrl(number: string): string {
  return `https://track.thailandpost.co.th/?trackNumber=${encodeURIComponent(number)}`;
}
