import v8 from 'node:v8';

/**
 * Called first thing by the api and the worker. V8 "pretenures" an allocation site whose
 * objects have tended to survive: from then on it allocates them straight in the old
 * generation. node-postgres builds every row of every query at the same few sites, and the
 * start-up queries (migrations, seeding, the caches) keep their rows, so V8 pretenured all
 * rows for the rest of the process: each request's rows, dates and strings then went to
 * the old generation, every scavenge took 4–5 ms instead of 1 and a full collection ran every
 * few seconds (`npm run bench`, read figure: 1.9 MB promoted per scavenge; ~60 µs of garbage
 * collection per request against ~10 µs for the bare baseline). Without pretenuring a row
 * dies young like the rest of its request, and what truly lives long is promoted after two
 * scavenges as usual. The flag is read at collection time, so setting it at start is enough.
 */
export function keepQueryRowsYoung(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
