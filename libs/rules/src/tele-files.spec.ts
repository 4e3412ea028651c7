import { FILE_LIMITS, fileSizeProblem, mayUploadCategory } from './tele-files.js';
import { TELE_MESSAGES } from './tele-messages.js';

it('accepts files from 1 byte to the limit and names the problem otherwise', () => {
  expect(fileSizeProblem(1)).toBeNull();
  expect(fileSizeProblem(FILE_LIMITS.maxBytes)).toBeNull();
  expect(fileSizeProblem(FILE_LIMITS.maxBytes + 1)).toBe(TELE_MESSAGES.fileTooLarge);
  expect(fileSizeProblem(0)).toBe(TELE_MESSAGES.fileInvalid);
  expect(fileSizeProblem(Number.NaN)).toBe(TELE_MESSAGES.fileInvalid);
});

it('lets the patient add images and payment slips, staff and network add case images', () => {
  const table = (['owner', 'staff', 'network'] as const).map((who) => [who, [0, 1, 2, 3].map((c) => mayUploadCategory(who, c))]);
  expect(table).toEqual([
    ['owner', [true, false, true, false]],
    ['staff', [true, true, false, false]],
    ['network', [true, true, false, false]],
  ]);
});
