/** The building blocks of the call schemas (issue 19 item 1), declared in libs/contracts (input/fields.ts) since issue 30 item 2. */
export { text, optionalText, intLike, dateKey, idParam } from '@hospital/contracts';
