import { config } from 'zod';

// The pages' policy forbids eval: zod then neither compiles its parsers with it nor tries whether it may (a refused
// try is still reported as a policy violation, and Lighthouse counts it). zod reads this when a schema is built, so
// the entry imports this module before any other: imports run in order, and a schema built earlier would try.
config({ jitless: true });
