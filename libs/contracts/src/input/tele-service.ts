/**
 * care-services §9 telemedicine service types: 1 doctor (video), 2 refill, 5 doctor 2, and
 * 3 for a consultation a network hospital asks for (§3 Consultation; docs/decisions.md).
 */
export const CONSULT_SERVICE_TYPE = 3;

export const TELE_SERVICE_NAMES: Readonly<Record<number, string>> = {
  1: 'พบแพทย์ผ่านวิดีโอคอล',
  2: 'รับยาเดิม (ส่งยาทางไปรษณีย์)',
  3: 'ปรึกษาแพทย์ (โรงพยาบาลเครือข่าย)',
  5: 'พบแพทย์ผ่านวิดีโอคอล (คลินิกที่ 2)',
};

export function teleServiceName(serviceType: number): string {
  return TELE_SERVICE_NAMES[serviceType] ?? String(serviceType);
}
