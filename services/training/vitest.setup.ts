import fc from 'fast-check';

/*
 * Property tests draw from one seed so that a run can be repeated exactly: the seed is printed with
 * any counterexample, and `FC_SEED=<n>` replays it. `FC_SEED=random` explores new cases (as
 * `npm run bench -- properties` does over many seeds); every counterexample found that way is fixed
 * in the engine and kept as a case of its own.
 */
const seed = process.env.FC_SEED;
if (seed !== 'random') fc.configureGlobal({ seed: seed ? Number(seed) : 20_261_123 });
