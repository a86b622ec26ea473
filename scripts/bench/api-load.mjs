// (c) How the API holds up: autocannon at 50 connections for 10 s on each endpoint, one after
// the other against the same server. The load generator shares the machine with the server.
import autocannon from 'autocannon';

async function load(url, { connections, durationSec }) {
  const result = await autocannon({ url, connections, duration: durationSec });
  return {
    url: new URL(url).pathname,
    requestsPerSec: Math.round(result.requests.average),
    latencyP99Ms: result.latency.p99,
    latencyMedianMs: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function measureApiLoad(baseUrl, { connections = 50, durationSec = 10 } = {}) {
  const health = await load(`${baseUrl}/api/health`, { connections, durationSec });
  const courses = await load(`${baseUrl}/api/courses`, { connections, durationSec });
  return {
    connections,
    durationSec,
    health,
    courses,
    healthToCoursesRatio: courses.requestsPerSec ? Number((health.requestsPerSec / courses.requestsPerSec).toFixed(2)) : null,
  };
}
