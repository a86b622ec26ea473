// (c) Throughput and latency at 50 connections, 10 s per URL, one after the other, each measured
// side by side with its reference in the same run:
//  - the server-rendered / against the static index.html of the same server;
//  - each public read against a bare NestJS route answering a constant list of the same bytes.
// The load generator shares the machine with the servers.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const PUBLIC_READS = ['courses', 'programs', 'gallery', 'notices'];

async function load(url, { connections, durationSec }) {
  const result = await autocannon({ url, connections, duration: durationSec });
  return {
    url: new URL(url).pathname,
    requestsPerSec: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    latencyMedianMs: result.latency.p50,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const ratio = (measured, reference) =>
  reference.requestsPerSec ? Number((measured.requestsPerSec / reference.requestsPerSec).toFixed(2)) : null;

/** Starts scripts/bench/bare-nest.mjs with the site's own answers; resolves its base URL and a stop function. */
async function startBareNest(lists) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bare-nest-'));
  const file = path.join(dir, 'lists.json');
  writeFileSync(file, JSON.stringify(lists));
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-nest.mjs', import.meta.url)), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`bare-nest.mjs stopped (exit code ${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function measureApiLoad(baseUrl, { connections = 50, durationSec = 10 } = {}) {
  const options = { connections, durationSec };
  const staticIndex = await load(`${baseUrl}/index.html`, options);
  const renderedHome = await load(`${baseUrl}/`, options);

  const lists = Object.fromEntries(
    await Promise.all(PUBLIC_READS.map(async (name) => [name, await (await fetch(`${baseUrl}/api/${name}`)).json()])),
  );
  const bare = await startBareNest(lists);
  const reads = [];
  try {
    for (const name of PUBLIC_READS) {
      const site = await load(`${baseUrl}/api/${name}`, options);
      const reference = await load(`${bare.baseUrl}/bare/${name}`, options);
      reads.push({ name, site, bareNest: reference, ratio: ratio(site, reference) });
    }
  } finally {
    await bare.stop();
  }
  return {
    connections,
    durationSec,
    pages: { staticIndex, renderedHome, ratio: ratio(renderedHome, staticIndex) },
    reads,
  };
}
