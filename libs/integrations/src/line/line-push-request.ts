import http from 'node:http';
import https from 'node:https';

/**
 * Issue 17 item 2 (10,000 LINE pushes in ≤ 2 s): one push is one POST to the Messaging API,
 * sent over kept-alive connections of node's own http client. @line/bot-sdk sends with the
 * global fetch, which measured 4.0–4.5 s for 10,000 pushes to the stand-in against 0.9–1.0 s
 * here (same machine, 50 at once): fetch's streams cost ~0.3 ms of CPU per request. The
 * message shapes stay the SDK's types; only the sending is ours.
 */
export const LINE_CONNECTIONS = 50;
/**
 * Pushes sent at once, two per connection; the rest wait here as a callback each. Jobs carry
 * up to 100 pushes and 50 run at once: with no bound here 5,000 requests were built and queued
 * in the http agent for 50 sockets, and the worker's heap grew from 80 to 180 MB during a
 * 10,000-push drain, its collections taking 0.4 s of it (--trace-gc).
 */
export const LINE_IN_FLIGHT = 2 * LINE_CONNECTIONS;
const TIMEOUT_MS = 10_000;

export interface LineAnswer {
  status: number;
  body: string;
}

export class LinePushRequest {
  private readonly base: URL;
  private readonly agent: http.Agent;
  private readonly send: typeof http.request;
  private inFlight = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(baseUrl: string, private readonly token: string) {
    this.base = new URL(baseUrl);
    const secure = this.base.protocol === 'https:';
    this.send = secure ? https.request : http.request;
    this.agent = new (secure ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: LINE_CONNECTIONS });
  }

  /**
   * POSTs the JSON body to `path` with the retry key (none for a reply: LINE takes none there);
   * answers LINE's status and body (a network error or a timeout rejects).
   */
  async post(path: string, body: unknown, retryKey: string | null): Promise<LineAnswer> {
    if (this.inFlight >= LINE_IN_FLIGHT) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.inFlight++;
    try {
      return await this.request(path, JSON.stringify(body), retryKey);
    } finally {
      // The place passes to the next waiting push (inFlight unchanged), or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.inFlight--;
    }
  }

  private request(path: string, json: string, retryKey: string | null): Promise<LineAnswer> {
    return new Promise((resolve, reject) => {
      const req = this.send(
        {
          agent: this.agent,
          protocol: this.base.protocol,
          hostname: this.base.hostname,
          port: this.base.port || undefined,
          path: `${this.base.pathname.replace(/\/$/, '')}${path}`,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(json),
            authorization: `Bearer ${this.token}`,
            ...(retryKey ? { 'x-line-retry-key': retryKey } : {}),
          },
          timeout: TIMEOUT_MS,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('timeout', () => req.destroy(new Error(`LINE did not answer within ${TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(json);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
