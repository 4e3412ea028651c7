import { DataSource } from 'typeorm';
import { importIcd10File } from './icd10-import.js';

/**
 * `npm run icd10:import -- file.csv`: loads the hospital's licensed ICD-10 list into the
 * database of DATABASE_URL (already migrated by the api). Answers the exit code: 0 loaded,
 * 1 bad rows (nothing loaded), 2 usage or connection problem.
 */
export async function runIcd10Import(args: readonly string[], env: NodeJS.ProcessEnv, log: Pick<Console, 'log' | 'error'>): Promise<number> {
  const file = args.find((a) => !a.startsWith('-'));
  if (!file) {
    log.error('usage: npm run icd10:import -- file.csv   (a header row with code,title; DATABASE_URL set)');
    return 2;
  }
  if (!env.DATABASE_URL) {
    log.error('DATABASE_URL is not set');
    return 2;
  }
  const dataSource = new DataSource({ type: 'postgres', url: env.DATABASE_URL });
  await dataSource.initialize();
  try {
    const report = await importIcd10File(dataSource, file);
    if (report.problems.length > 0) {
      for (const p of report.problems) log.error(`line ${p.line}: ${p.message}`);
      log.error(`${report.problems.length} bad row(s) of ${report.read}: nothing was imported`);
      return 1;
    }
    const [{ n }]: Array<{ n: number }> = await dataSource.query(`SELECT count(*)::int AS n FROM icd10_codes`);
    log.log(`ICD-10 import: ${report.read} read, ${report.inserted} added, ${report.updated} updated, ${report.unchanged} unchanged; ${n} codes in the list`);
    return 0;
  } finally {
    await dataSource.destroy();
  }
}
