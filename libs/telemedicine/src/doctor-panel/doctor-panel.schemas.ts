import { CaseHistoryAnswer, EarlierImagesAnswer } from '@hospital/contracts';
import { nameSchemas } from '@hospital/core';

/** Issue 35 item 1: the doctor's panel answers, declared once in libs/contracts (doctor-panel-calls.ts). */
export { CaseHistoryAnswer, EarlierImagesAnswer };

nameSchemas({ CaseHistoryAnswer, EarlierImagesAnswer });
