// V8 flags every service process runs with (launcher, benchmarks, container images).
// A smaller young generation keeps an idle service near 90 MB RSS (bench/gateway measures both).
// A small old-generation ceiling also makes V8 grow the heap by a smaller factor of its live size
// (it allows 4× only to heaps that may reach gigabytes): after the reliability load the training
// API held 185 MB PSS for 45 MB of live objects, and holds ~95 MB with it (bench/footprint). 256 MB
// is over five times the largest live set measured under that load, and fits the 384 Mi containers
// (infra/k8s) with the rest of a process.
export const DEFAULT_NODE_FLAGS = '--max-semi-space-size=2 --max-old-space-size=256';
export const NODE_FLAGS = (process.env.LANEFORGE_NODE_FLAGS ?? DEFAULT_NODE_FLAGS).split(' ').filter(Boolean);

// glibc gives threads malloc arenas of their own; two are plenty for a service and keep ~8 MB of
// RSS off each idle one (bench/embedded-db measures the whole stack with it). A fixed mmap
// threshold turns off glibc's sliding one, which after the first large free keeps every later
// block up to 32 MB on the heap for good: each argon2 hash (19 MB) stayed in auth's heap.
export const SERVICE_ENV = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? String(4 * 1024 * 1024),
};
