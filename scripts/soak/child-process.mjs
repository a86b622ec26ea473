// A child process whose output goes to a log file, with the few things the soak does to it:
// wait for it to end, stop it politely or with SIGKILL, and read its resident memory.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { isCleaningUp } from './cleanup.mjs';

export function startLogged(command, args, { logFile, env, cwd }) {
  // A phase still running after Ctrl-C must not start what the cleanup has just stopped.
  if (isCleaningUp()) throw new Error(`not starting ${command}: the soak is stopping`);
  const log = createWriteStream(logFile, { flags: 'a' });
  // Its own process group: Ctrl-C in the terminal reaches only the soak, which then stops its
  // children in order (a supervisor must not mistake a Ctrl-C'd API process for a crash).
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => log.end());
  return { child, exited, pid: child.pid };
}

export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** SIGTERM, then SIGKILL after `graceMs` if it is still there. */
export async function stopChild({ child, exited }, graceMs = 5000) {
  if (!isRunning(child)) return exited;
  child.kill('SIGTERM');
  const timer = setTimeout(() => isRunning(child) && child.kill('SIGKILL'), graceMs);
  const result = await exited;
  clearTimeout(timer);
  return result;
}

/** Resident set size in MiB from /proc (Linux), or null when the process is gone. */
export function residentMiB(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
