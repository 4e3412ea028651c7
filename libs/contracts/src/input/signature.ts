/** A hand-drawn signature's PNG, at most (a 4K-wide canvas of strokes stays far below this): the registration and vaccine consent schemas' limit (issue 30 item 2; libs/core png-signature.ts re-exports it). */
export const MAX_SIGNATURE_BYTES = 512 * 1024;
