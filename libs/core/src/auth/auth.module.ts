import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccountStanding } from './account-standing.js';
import { AuthGuard } from './auth.guard.js';
import { JwtStrategy } from './strategies/jwt.strategy.js';
import { TokenService } from './token.service.js';

@Global()
@Module({
  providers: [TokenService, AccountStanding, JwtStrategy, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [TokenService, AccountStanding, JwtStrategy],
})
export class AuthModule {}
