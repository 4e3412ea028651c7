// Ends the child processes a script started (npm start's launcher, the benchmark): SIGTERM, then
// SIGKILL after `graceMs`; resolves once every one has exited. Issue 29: a child that died of a
// signal has no exit code (signalCode instead); waiting for its 'exit' again hung the launcher for good.
const running = (child) => child.exitCode === null && child.signalCode === null;

export function stopChildren(children, graceMs = 10_000) {
  return Promise.all(
    children.filter(running).map(
      (child) =>
        new Promise((resolve) => {
          const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          child.once('exit', () => resolve(clearTimeout(killer)));
          child.kill('SIGTERM');
        }),
    ),
  );
}
