// V8 flags every service process runs with (launcher, benchmarks, container images).
// A smaller young generation keeps an idle service near 90 MB RSS (bench/gateway measures both).
export const NODE_FLAGS = (process.env.LANEFORGE_NODE_FLAGS ?? '--max-semi-space-size=2').split(' ').filter(Boolean);

// glibc gives threads malloc arenas of their own; two are plenty for a service and keep ~8 MB of
// RSS off each idle one (bench/embedded-db measures the whole stack with it).
export const SERVICE_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
