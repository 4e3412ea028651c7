/**
 * Issue 34 (slow 4G): the modules of the LINE entry's early sign-in (src/line/early-sign-in.ts and
 * what it imports statically: the sign-in chain, the API client, the session stores) in a chunk of
 * their own, which line.html runs as soon as it is in (scripts/html-hints.ts). Every other module
 * the app loads at start stays in the one 'app' chunk (vite.config.ts).
 *
 * The set is the static import graph of the entry, read when the build's graph is complete
 * (buildEnd), before the chunks are made: a module the sign-in starts to import joins the chunk
 * by itself. A module that pulls in the app's libraries (react, the query cache) would make that
 * chunk as big as the app's: the build fails then, naming it.
 */
import type { PluginContext } from 'rolldown';

/** The build's entry of the early sign-in (vite.config.ts `input`; line.html runs it: html-hints.ts). */
export const EARLY_SIGN_IN = 'line-sign-in';
/** The early sign-in's entry module, relative to apps/web. */
export const EARLY_SIGN_IN_MODULE = 'src/line/early-sign-in.ts';
/** Libraries of the app that never belong in the early chunk. */
const APP_ONLY = /[\\/]node_modules[\\/](preact|react|react-dom|react-router|react-router-dom|@tanstack)[\\/]/;
/** A lib's barrel: it imports every file of the lib, and they would all land in the early chunk. */
const BARREL = /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]index\.ts$/;

export function earlySignInChunk() {
  const modules = new Set<string>();
  return {
    plugin: {
      name: 'hospital:early-sign-in-chunk',
      apply: 'build' as const,
      buildEnd(this: PluginContext) {
        modules.clear();
        const entry = [...this.getModuleIds()].find((id) => id.replace(/\\/g, '/').endsWith(`/${EARLY_SIGN_IN_MODULE}`));
        if (!entry) throw new Error(`early-sign-in-chunk: ${EARLY_SIGN_IN_MODULE} is not in the build`);
        const walk = (id: string, from: string) => {
          if (modules.has(id)) return;
          if (APP_ONLY.test(id)) throw new Error(`early-sign-in-chunk: ${from} imports ${id}, which belongs to the app, not the early sign-in`);
          if (BARREL.test(id)) throw new Error(`early-sign-in-chunk: ${from} imports the barrel ${id}: import the file (@hospital/rules/<file>) instead`);
          modules.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) walk(next, id);
        };
        walk(entry, entry);
      },
    },
    /** The codeSplitting group of those modules; it outranks the 'app' group. */
    group: { name: 'sign-in', test: (id: string) => modules.has(id), priority: 2 },
  };
}
