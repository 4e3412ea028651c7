// The LINE stand-in's rich menu routes (issue 31 item 3); line-platform.ts hands each request here first.
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface RichMenuStandIn {
  /** Answers the request when it is a rich menu call (true), else leaves it (false). */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean>;
}

export function richMenuStandIn(): RichMenuStandIn {
  return { handle: async () => false };
}
