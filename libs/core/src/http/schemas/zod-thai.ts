/**
 * zod with the spec's general Thai message as its default (`z.config`), declared in
 * libs/contracts (input/zod-thai.ts) since issue 30 item 2, so the call schemas there use it too.
 */
export { z } from '@hospital/contracts';
