import { Module } from '@nestjs/common';
import { HisIntegrationModule, LineIntegrationModule, ThaidIntegrationModule } from '@hospital/integrations';
import { DeactivationController } from './deactivation/deactivation.controller.js';
import { DeactivationService } from './deactivation/deactivation.service.js';
import { LineIdTokenStrategy } from './line/line-id-token.strategy.js';
import { LineIdentityService } from './line/line-identity.service.js';
import { LineLoginController } from './line/line-login.controller.js';
import { LoginController } from './login/login.controller.js';
import { LoginService } from './login/login.service.js';
import { PasswordHasher } from './login/password-hasher.js';
import { PasswordStrategy } from './login/password.strategy.js';
import { RegistrationController } from './registration/registration.controller.js';
import { RegistrationService } from './registration/registration.service.js';
import { SignInLimits } from './sign-in-limits/sign-in-limits.service.js';
import { ThaidController } from './thaid/thaid.controller.js';
import { ThaidStateCookie } from './thaid/thaid-state-cookie.js';
import { ThaidTicketService } from './thaid/thaid-ticket.service.js';
import { ThaidStrategy } from './thaid/thaid.strategy.js';
import { ConsentsModule } from './consents/consents.module.js';
import { PersonalDataModule } from './personal-data/personal-data.module.js';
import { PatientAccessModule } from './patient-access/identity-patient-access.js';
import { PeopleModule } from './people/people-directory.js';

/**
 * accounts-and-identity.md: sign-in (password, LINE), registration (LINE, ThaiD, web), and
 * care-services' Deactivate (the account and its consents are identity's; it publishes
 * 'account.deactivated' for the other domains). The sign-ins are passport strategies
 * (issue 19 §4): 'local', 'line-id-token', 'thaid'.
 */
@Module({
  imports: [LineIntegrationModule, HisIntegrationModule, ThaidIntegrationModule, PersonalDataModule, ConsentsModule, PatientAccessModule, PeopleModule], // issue 28: the one patient access rule, bound for every module; issue 30: the people directory
  controllers: [LoginController, LineLoginController, RegistrationController, ThaidController, DeactivationController],
  providers: [
    LoginService,
    SignInLimits,
    PasswordHasher,
    LineIdentityService,
    RegistrationService,
    ThaidTicketService,
    ThaidStateCookie,
    PasswordStrategy,
    LineIdTokenStrategy,
    ThaidStrategy,
    DeactivationService,
  ],
  exports: [PasswordHasher, LoginService],
})
export class IdentityModule {}
