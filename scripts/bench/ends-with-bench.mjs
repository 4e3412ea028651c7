// Imported first by every script the bench forks: when the bench is gone (its IPC channel closed,
// because it ended or was killed), this process ends too, instead of holding a port and a core
// that the next run's figures would share.
process.on('disconnect', () => process.exit(0));
