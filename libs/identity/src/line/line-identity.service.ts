import { Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { LineIdTokenVerifier, LineTokenRejected, type LineIdentity } from '@hospital/integrations';
import { MESSAGES } from '@hospital/rules';

/** A LIFF ID token → the LINE user, or the Thai answer a person can act on. */
@Injectable()
export class LineIdentityService {
  constructor(@Inject(LineIdTokenVerifier) private readonly verifier: LineIdTokenVerifier) {}

  async verify(idToken: unknown): Promise<LineIdentity> {
    if (typeof idToken !== 'string' || idToken.length < 20 || idToken.length > 4096) {
      throw new UnauthorizedException(MESSAGES.lineTokenInvalid);
    }
    try {
      return await this.verifier.verify(idToken);
    } catch (error) {
      if (error instanceof LineTokenRejected) throw new UnauthorizedException(MESSAGES.lineTokenInvalid);
      throw new ServiceUnavailableException(MESSAGES.lineUnavailable);
    }
  }
}
