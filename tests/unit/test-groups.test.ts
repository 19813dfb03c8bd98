/**
 * The browser tests run in groups (vitest.config.ts): files that only read the shared demo API,
 * then files that change it or read what it recorded, one at a time; beside them, in a process of
 * their own, files that use none of the shared servers. A file put in the wrong group would make
 * its neighbours flaky, so the grouping is checked against the files' code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import config, { E2E_CHANGING_THE_API, E2E_OWN_SERVERS } from '../../vitest.config';

const E2E = fileURLToPath(new URL('../e2e/', import.meta.url));
const files = readdirSync(E2E).filter((file) => file.endsWith('.test.ts'));

/** Whether a file controls the shared demo API (the one `inject('apiUrl')` names). */
function controlsSharedApi(file: string): boolean {
  const code = readFileSync(E2E + file, 'utf8');
  return /demoApi\((inject\('apiUrl'\)|apiUrl)\)/.test(code);
}

describe('browser test groups', () => {
  it('run every file that controls the shared demo API alone, and only those', () => {
    const controlling = files
      .filter(controlsSharedApi)
      .map((file) => `tests/e2e/${file}`)
      .sort();
    expect(controlling.length).toBeGreaterThan(0);
    expect([...E2E_CHANGING_THE_API].sort()).toEqual(controlling);
  });

  it('put the serial group after the parallel one, each with the shared set-up', () => {
    const projects = (config.test?.projects ?? []) as {
      test: {
        name: string;
        exclude?: string[];
        fileParallelism?: boolean;
        maxWorkers?: number;
        sequence?: { groupOrder?: number };
        globalSetup?: string[];
      };
    }[];
    const byName = Object.fromEntries(projects.map((project) => [project.test.name, project.test]));
    const parallel = byName['e2e']!;
    const serial = byName['e2e-serial']!;
    expect(parallel.exclude).toEqual([...E2E_CHANGING_THE_API, ...E2E_OWN_SERVERS]);
    expect(serial.fileParallelism).toBe(false);
    expect(serial.sequence!.groupOrder!).toBeGreaterThan(parallel.sequence!.groupOrder!);
    expect(serial.globalSetup).toEqual(parallel.globalSetup);
  });

  it('run beside the others only files that use no shared server', () => {
    expect(E2E_OWN_SERVERS.length).toBeGreaterThan(0);
    for (const file of E2E_OWN_SERVERS) {
      const code = readFileSync(E2E + file.replace('tests/e2e/', ''), 'utf8');
      // The test build's files on a host of their own (`siteUrl`); never the shared demo API.
      const injected = [...code.matchAll(/inject\(([^)]*)\)/g)].map((call) => call[1]);
      expect(
        injected.filter((name) => name !== "'siteUrl'"),
        file,
      ).toEqual([]);
      expect(code, file).not.toMatch(/demoApi\(apiUrl\)/);
      expect(E2E_CHANGING_THE_API, file).not.toContain(file);
    }
    const own = (config.test?.projects as { test: { name: string; include?: string[] } }[]).find(
      (project) => project.test.name === 'e2e-own',
    );
    expect(own?.test.include).toBe(E2E_OWN_SERVERS);
  });
});
