// A player seeking: many small Range reads at once (autocannon, kept-alive connections), each at a
// random offset of the file, through /proxy/video and straight from the NAS stand-in, one after
// the other in the same run.
import autocannon from 'autocannon';

/** Reads of `rangeBytes` at random offsets of a `fileBytes` file; requests per second and latency. */
async function rangeLoad(url, { cookie, fileBytes, rangeBytes, connections, durationSec }) {
  const start = () => Math.floor(Math.random() * (fileBytes - rangeBytes));
  const result = await autocannon({
    url,
    connections,
    duration: durationSec,
    headers: cookie ? { cookie } : {},
    requests: [
      {
        setupRequest: (request) => {
          const from = start();
          return { ...request, headers: { ...request.headers, range: `bytes=${from}-${from + rangeBytes - 1}` } };
        },
      },
    ],
  });
  return {
    requestsPerSec: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * @param {{ directUrl: string, proxyUrl: string, cookie: string, fileBytes: number,
 *   rangeBytes?: number, connections?: number, durationSec?: number }} options
 */
export async function measureSmallRanges({
  directUrl,
  proxyUrl,
  cookie,
  fileBytes,
  rangeBytes = 1024,
  connections = 100,
  durationSec = 10,
}) {
  const settings = { fileBytes, rangeBytes, connections, durationSec };
  // Warm-up: JIT, the NAS pool's connections, the authorisation cache.
  await rangeLoad(proxyUrl, { ...settings, cookie, durationSec: 2 });
  const direct = await rangeLoad(directUrl, settings);
  const proxy = await rangeLoad(proxyUrl, { ...settings, cookie });
  return {
    rangeBytes,
    connections,
    durationSec,
    direct,
    proxy,
    proxyToDirect: direct.requestsPerSec ? Number((proxy.requestsPerSec / direct.requestsPerSec).toFixed(2)) : null,
  };
}

export function printSmallRanges({ rangeBytes, connections, durationSec, direct, proxy, proxyToDirect }) {
  console.log(
    `\n(d2) small ranges: ${connections} connections reading ${rangeBytes} B at random offsets, ${durationSec} s each`,
  );
  const row = (way, figures) => ({
    way,
    'req/s': figures.requestsPerSec,
    'p50 ms': figures.latencyP50Ms,
    'p99 ms': figures.latencyP99Ms,
    'non-2xx': figures.non2xx,
    errors: figures.errors,
  });
  console.table([row('the NAS stand-in (nginx) directly', direct), row('/proxy/video (Node stream)', proxy)]);
  console.log(`    /proxy/video ÷ direct: ${proxyToDirect} (target ≥ 0.25, p99 ≤ 300 ms)`);
}
