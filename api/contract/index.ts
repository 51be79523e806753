/**
 * The service contract (spec/service-interface.md) as zod schemas. Every type the extension and the
 * reference server use for the wire is inferred from here; nothing restates a shape by hand.
 *
 * Two forms of the job-listing filter exist on purpose:
 *  - `FilterQuery`: the wire form of §4.7 (every value a string: comma-joined lists, `"1"` flags,
 *    decimal integers). It is what query strings carry and what an alert's `filter` holds (§4.1 says
 *    "any subset of the job-listing filter keys", and those keys are query parameters).
 *  - `JobFilter`: the same filter as a form edits it (arrays, numbers, booleans).
 * `filterToQuery` and `queryToFilter` convert between them without loss.
 */
export * from './alerts';
export * from './filters';
export * from './jobs';
export * from './problem';
export * from './profile';
export * from './saved';
export * from './vocabulary';
