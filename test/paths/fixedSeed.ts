import fc from 'fast-check';

/*
 * For the mutation run (vitest.mutation.config.ts): the properties draw the same customers on
 * every run, so each mutant meets the tests the original passed, and a test keeps its name
 * (@fast-check/vitest puts the seed in it) from one run to the next.
 */
fc.configureGlobal({ seed: Number(process.env.PROPERTY_SEED ?? 20261127) });

/*
 * A mutant that fails a property is killed at its first failing customer: shrinking that
 * customer's events to the shortest failing sequence (what a person reading the failure wants)
 * only costs time here, and a long shrink would be counted as a timeout, not a kill.
 */
fc.configureGlobal({ ...fc.readConfigureGlobal(), endOnFailure: true });
