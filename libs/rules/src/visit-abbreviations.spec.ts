import { VISIT_ABBREVIATIONS } from './visit-abbreviations.js';

describe('visit-abbreviations', () => {
  describe('issue 35 item 3: the treatment history abbreviations in plain Thai', () => {
    it('explains MC, VS, PI, PE, DX and BMI, each with a short Thai phrase and a longer Thai explanation', () => {
      expect(Object.keys(VISIT_ABBREVIATIONS)).toEqual(['MC', 'VS', 'PI', 'PE', 'DX', 'BMI']);
      for (const { phrase, explanation } of Object.values(VISIT_ABBREVIATIONS)) {
        expect(phrase).toMatch(/^[\u0E00-\u0E7F ]+$/); // Thai only: no code a patient must look up
        expect(phrase.length).toBeLessThanOrEqual(30);
        expect(explanation).toMatch(/[\u0E00-\u0E7F]/);
      }
      expect(VISIT_ABBREVIATIONS.MC.phrase).toBe('อาการสำคัญ');
    });
  });
});
