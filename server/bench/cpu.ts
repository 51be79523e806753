/**
 * CPU time of processes from /proc (Linux): user + system, with that of their children already ended, so
 * that a run can say what each part (the server instances, PostgreSQL) spent per request besides how long
 * requests took. On a small machine everything shares the cores; CPU per request is what carries over to a
 * larger one.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** Seconds of CPU a process has used, its ended children included; 0 once it is gone. */
function cpuOf(pid: number): number {
  try {
    // Fields after the command name (which may hold spaces) start at state: utime is the 14th field overall.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return (utime! + stime! + cutime! + cstime!) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The process and its live children (PostgreSQL's backends are the postmaster's children). */
function withChildren(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

/** CPU seconds used so far by these processes and their children. */
export function cpuSeconds(pids: number[]): number {
  return pids.flatMap(withChildren).reduce((sum, pid) => sum + cpuOf(pid), 0);
}
