// V8 flags every service process runs with (launcher, benchmarks, container images).
// A smaller young generation keeps an idle service near 90 MB RSS (bench/gateway measures both).
export const NODE_FLAGS = (process.env.LANEFORGE_NODE_FLAGS ?? '--max-semi-space-size=2').split(' ').filter(Boolean);
