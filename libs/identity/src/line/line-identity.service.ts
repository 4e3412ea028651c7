import { Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { LineIdTokenVerifier, LineTokenRejected, type LineIdentity } from '@hospital/integrations';
import { MESSAGES } from '@hospital/rules';

/** A LIFF ID token → the LINE user, or the Thai answer a person can act on. */
@Injectable()
export class LineIdentityService {
  constructor(@Inject(LineIdTokenVerifier) private readonly verifier: LineIdTokenVerifier) {}

  /** `idToken`: as the call's schema read it (text, at most LINE_ID_TOKEN_MAX); too short to be a JWT → 401. */
  async verify(idToken: string): Promise<LineIdentity> {
    if (idToken.length < 20) throw new UnauthorizedException(MESSAGES.lineTokenInvalid);
    try {
      return await this.verifier.verify(idToken);
    } catch (error) {
      if (error instanceof LineTokenRejected) throw new UnauthorizedException(MESSAGES.lineTokenInvalid);
      throw new ServiceUnavailableException(MESSAGES.lineUnavailable);
    }
  }
}
