/** jobstar's own extension of the service (docs/service-extensions.md): shapes, the clock and the merge. */
export * from './alerts';
export * from './discovery';
export * from './hlc';
export * from './limits';
export * from './merge';
export * from './record';
export * from './stages';
