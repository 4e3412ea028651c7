// The part of opentok 2.x (which ships no types) the OpenTok adapter uses.
declare module 'opentok' {
  interface OpenTokSession {
    sessionId: string;
  }
  interface TokenOptions {
    role?: 'publisher' | 'subscriber' | 'moderator' | 'publisheronly';
    expireTime?: number;
    data?: string;
  }
  class OpenTok {
    constructor(apiKey: string, apiSecret: string, env?: string | { apiUrl?: string; timeout?: number });
    createSession(options: { mediaMode?: 'relayed' | 'routed' }, callback: (error: Error | null, session?: OpenTokSession) => void): void;
    generateToken(sessionId: string, options?: TokenOptions): string;
  }
  export default OpenTok;
}
