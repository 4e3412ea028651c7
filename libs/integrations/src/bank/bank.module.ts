import { Module, type Provider } from '@nestjs/common';
import { HttpSlipVerifyAdapter } from './http-slip-verify.adapter.js';
import { SLIP_VERIFY_PORT } from './slip-verify.port.js';

/** The providers of `SLIP_VERIFY_PORT` (a domain module may list them, or import BankIntegrationModule). */
export const SLIP_VERIFY_PROVIDERS: Provider[] = [HttpSlipVerifyAdapter, { provide: SLIP_VERIFY_PORT, useExisting: HttpSlipVerifyAdapter }];

/** The banks' slip-verification API (issue 13 item 5): provides `SLIP_VERIFY_PORT`. */
@Module({ providers: SLIP_VERIFY_PROVIDERS, exports: [SLIP_VERIFY_PORT] })
export class BankIntegrationModule {}
