import { IN_PERSON_SERVICE_NAMES, serviceTypeList } from './service-types.js';
import { CONSULT_SERVICE_TYPE, TELE_SERVICE_NAMES, teleServiceName } from './tele-service.js';

describe('tele-service', () => {
  // Issue 18, "Tests that would notice": the service types a patient and staff read (care-services §9).
  describe('telemedicine service names', () => {
    it('names each service in Thai', () => {
      expect(teleServiceName(1)).toBe('พบแพทย์ผ่านวิดีโอคอล');
      expect(teleServiceName(2)).toBe('รับยาเดิม (ส่งยาทางไปรษณีย์)');
      expect(teleServiceName(3)).toBe('ปรึกษาแพทย์ (โรงพยาบาลเครือข่าย)');
      expect(teleServiceName(5)).toBe('พบแพทย์ผ่านวิดีโอคอล (คลินิกที่ 2)');
      expect(Object.keys(TELE_SERVICE_NAMES)).toEqual(['1', '2', '3', '5']);
    });

    it('shows the number of a type it does not know', () => {
      expect(teleServiceName(4)).toBe('4');
    });

    it('uses type 3 for a network hospital’s consultation', () => {
      expect(CONSULT_SERVICE_TYPE).toBe(3);
    });
  });

  describe('GET /api/servicetype: one list, each row saying its kind', () => {
    it('lists telemedicine 1, 2, 5, consultation 3, then in-person 1 and 2, with their slot types', () => {
      expect(serviceTypeList()).toEqual([
        { serviceType: 1, serviceTypeName: 'พบแพทย์ผ่านวิดีโอคอล', kind: 'tele', slotType: 4 },
        { serviceType: 2, serviceTypeName: 'รับยาเดิม (ส่งยาทางไปรษณีย์)', kind: 'tele', slotType: 5 },
        { serviceType: 5, serviceTypeName: 'พบแพทย์ผ่านวิดีโอคอล (คลินิกที่ 2)', kind: 'tele', slotType: 6 },
        { serviceType: 3, serviceTypeName: 'ปรึกษาแพทย์ (โรงพยาบาลเครือข่าย)', kind: 'tele', slotType: null },
        { serviceType: 1, serviceTypeName: 'ในเวลาราชการ', kind: 'booking', slotType: 1 },
        { serviceType: 2, serviceTypeName: 'คลินิกพิเศษนอกเวลา', kind: 'booking', slotType: 2 },
      ]);
      expect(IN_PERSON_SERVICE_NAMES[1]).toBe('ในเวลาราชการ');
    });
  });
});
