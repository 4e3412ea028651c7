import { RECORD_IMAGE_MESSAGES as M, docDateOf, isHospitalNumber, recordImageSaveProblem, serviceDateProblem, visitSearchProblem } from './record-images.js';

describe('record-images', () => {
  it('takes an HN of exactly 7 letters or digits', () => {
    expect(isHospitalNumber('6500123')).toBe(true);
    expect(isHospitalNumber('A500123')).toBe(true);
    expect(isHospitalNumber('650012')).toBe(false);
    expect(isHospitalNumber('65001234')).toBe(false);
    expect(isHospitalNumber('650 123')).toBe(false);
    expect(isHospitalNumber(6500123)).toBe(false);
  });

  it('wants a real service date that is not a holiday', () => {
    expect(serviceDateProblem('2026-11-20')).toBeNull();
    expect(serviceDateProblem('2026-02-30')).toBe(M.serviceDateRequired);
    expect(serviceDateProblem('')).toBe(M.serviceDateRequired);
    expect(serviceDateProblem('2026-12-05', [{ date: '2026-12-05', name: 'วันพ่อแห่งชาติ' }])).toBe(M.holiday + 'วันพ่อแห่งชาติ');
    expect(visitSearchProblem({ date: '2026-11-20', hn: '6500123' })).toBeNull();
    expect(visitSearchProblem({ date: '2026-11-20', hn: '65001234' })).toBe(M.hnInvalid);
    expect(visitSearchProblem({ date: 'x', hn: '65001234' })).toBe(M.serviceDateRequired);
  });

  it('checks the save in order and lets the last error win', () => {
    expect(recordImageSaveProblem({ date: '2026-11-20', clinicVisitKey: 'V1', imageCount: 2 })).toBeNull();
    expect(recordImageSaveProblem({ date: '', clinicVisitKey: 'V1', imageCount: 1 })).toBe(M.serviceDateRequired);
    expect(recordImageSaveProblem({ date: '2026-11-20', clinicVisitKey: '', imageCount: 1 })).toBe(M.visitRequired);
    expect(recordImageSaveProblem({ date: '', clinicVisitKey: 'V1', imageCount: 0 })).toBe(M.imageRequired);
    expect(recordImageSaveProblem({ date: '', clinicVisitKey: null, imageCount: 0 })).toBe(M.imageRequired);
  });

  it('reads the image list date as YYYY-MM-DD or YYYYMMDD', () => {
    expect(docDateOf('2026-11-21')).toBe('2026-11-21');
    expect(docDateOf('20261121')).toBe('2026-11-21');
    expect(docDateOf('20261131')).toBeNull();
    expect(docDateOf('21-11-2026')).toBeNull();
    expect(docDateOf(undefined)).toBeNull();
  });
});
