/**
 * Loaded into the measured server with `--import` when `BENCH_PROF` is set (bench/server-process.ts):
 * the first SIGUSR2 starts V8's sampling profiler, the next one stops it and writes the profile to
 * `$BENCH_PROF_DIR/profile-<pid>-<n>.cpuprofile` — so a profile covers one measured load, not the
 * server's start-up and the other routes (bench/profile.ts sends the signals and reads the file).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

const dir = process.env.BENCH_PROF_DIR;
const session = new Session();
session.connect();
let running = false;
let written = 0;

async function toggle() {
  if (!running) {
    running = true;
    await session.post('Profiler.enable');
    // 250 µs: enough samples in a few seconds of load, little overhead on the measured figures
    await session.post('Profiler.setSamplingInterval', { interval: 250 });
    await session.post('Profiler.start');
    return;
  }
  running = false;
  const { profile } = await session.post('Profiler.stop');
  if (dir)
    writeFileSync(join(dir, `profile-${process.pid}-${++written}.cpuprofile`), JSON.stringify(profile));
}

process.on('SIGUSR2', () => void toggle());
