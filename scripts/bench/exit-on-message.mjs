// Preloaded into the scale-out's api processes (cluster-api.mjs). With BENCH_CPU_PROF=dir,
// 'bench:profile' starts V8's CPU profiler (node:inspector, the profiler --cpu-prof uses) once
// the process is warm, so start-up's module compiling is not counted; 'bench:exit' writes the
// profile (.cpuprofile, as --cpu-prof writes it) and ends the process.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

// The launcher (cluster-api.mjs) gone: end too.
process.on('disconnect', () => process.exit(0));
let session = null;
process.on('message', async (message) => {
  if (message === 'bench:profile' && process.env.BENCH_CPU_PROF && !session) {
    session = new Session();
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  } else if (message === 'bench:exit') {
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(path.join(process.env.BENCH_CPU_PROF, `api-${process.pid}.cpuprofile`), JSON.stringify(profile));
    }
    process.exit(0);
  }
});
