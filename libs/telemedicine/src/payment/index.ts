import type { Type } from '@nestjs/common';
import { SlipReadHandler } from './slip-read.handler.js';

/** Issue 13 items 3–5, the amount, the PromptPay QR and the slips: the providers and controllers of this folder. */
export const PAYMENT_PROVIDERS: Type[] = [SlipReadHandler];
export const PAYMENT_CONTROLLERS: Type[] = [];
