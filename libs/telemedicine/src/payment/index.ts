import type { Provider, Type } from '@nestjs/common';
import { SLIP_VERIFY_PROVIDERS } from '@hospital/integrations';
import { PaymentController } from './payment.controller.js';
import { PaymentReadsService } from './payment-reads.service.js';
import { SlipReadHandler } from './slip-read.handler.js';
import { SlipReceivedRead } from './slip-received-read.handler.js';
import { CaseSlips } from './case-slips.js';

/**
 * Issue 13 items 3–5, the amount, the PromptPay QR and the slips: the providers and controllers
 * of this folder, with the banks' slip-verification port (SLIP_VERIFY_PORT) they use.
 */
export const PAYMENT_PROVIDERS: Provider[] = [PaymentReadsService, SlipReadHandler, SlipReceivedRead, CaseSlips, ...SLIP_VERIFY_PROVIDERS];
export const PAYMENT_CONTROLLERS: Type[] = [PaymentController];
