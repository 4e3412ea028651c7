import { Module } from '@nestjs/common';
import { LoginController } from './login/login.controller.js';
import { LoginService } from './login/login.service.js';
import { PasswordHasher } from './login/password-hasher.js';

/** accounts-and-identity.md: sign-in now; registration, profiles and lookups next. */
@Module({
  controllers: [LoginController],
  providers: [LoginService, PasswordHasher],
  exports: [PasswordHasher],
})
export class IdentityModule {}
