/**
 * Processes seen through /proc, for the tests that check what a server or a browser started
 * (tests/unit/exit-cleanup.test.ts, tests/e2e/browser-flags.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/PID/stat after "pid (command) ": state is [0], ppid [1], starttime [19]. */
export function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the command may hold spaces
  } catch {
    return undefined; // ended meanwhile
  }
}

/** The parent of every process running now. */
function parents(): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const fields = statFields(name);
    if (fields) parentOf.set(Number(name), Number(fields[1]));
  }
  return parentOf;
}

/** Every process below `pid` now. */
export function descendants(pid: number): number[] {
  const parentOf = parents();
  const found: number[] = [];
  let frontier = [pid];
  while (frontier.length) {
    const next = [...parentOf].filter(([, parent]) => frontier.includes(parent)).map(([p]) => p);
    found.push(...next);
    frontier = next;
  }
  return found;
}
