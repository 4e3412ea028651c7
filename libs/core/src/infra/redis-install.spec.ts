import { ensureRedisServer, REDIS_INSTALL_HINT, type RedisInstallSystem } from './redis-install.js';

describe('redis-install', () => {
  function machine(options: { installed?: boolean; root?: boolean; apt?: boolean; aptWorks?: boolean }) {
    let installed = options.installed ?? false;
    const calls: string[][] = [];
    const lines: string[] = [];
    const system: RedisInstallSystem = {
      findRedisServer: () => (installed ? '/usr/bin/redis-server' : null),
      isRoot: () => options.root ?? false,
      hasAptGet: () => options.apt ?? true,
      aptGet: (args) => {
        calls.push(args);
        if (options.aptWorks === false) return false;
        if (args[0] === 'install') installed = true;
        return true;
      },
      log: (line) => lines.push(line),
    };
    return { system, calls, lines };
  }

  it('uses the redis-server the machine has, installing nothing', () => {
    const m = machine({ installed: true, root: true });
    expect(ensureRedisServer(m.system)).toBe('/usr/bin/redis-server');
    expect(m.calls).toEqual([]);
  });

  it('as root on a fresh machine, installs Debian’s redis-server and answers its path', () => {
    const m = machine({ root: true });
    expect(ensureRedisServer(m.system)).toBe('/usr/bin/redis-server');
    expect(m.calls.map((c) => c[0])).toEqual(['update', 'install']);
    expect(m.calls[1]).toContain('redis-server');
    expect(m.lines[0]).toContain('installing');
  });

  it('without root, installs nothing and says exactly what to install', () => {
    const m = machine({ root: false });
    expect(ensureRedisServer(m.system)).toBeNull();
    expect(m.calls).toEqual([]);
    expect(m.lines.join('\n')).toContain(REDIS_INSTALL_HINT);
  });

  it('as root without apt-get, or when apt-get fails, goes on without Redis and says what to install', () => {
    for (const m of [machine({ root: true, apt: false }), machine({ root: true, aptWorks: false })]) {
      expect(ensureRedisServer(m.system)).toBeNull();
      expect(m.lines.join('\n')).toContain(REDIS_INSTALL_HINT);
    }
  });
});
