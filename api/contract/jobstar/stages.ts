/**
 * The stages and event kinds an application record carries (docs/service-extensions.md), without zod: the
 * extension's own vocabulary (model/stages.ts) is this list, so the popup's first load reads it without schemas.
 */
export const STAGES = ['saved', 'applied', 'interviewing', 'offer', 'rejected', 'withdrawn', 'ghosted'] as const;
export type Stage = (typeof STAGES)[number];

export const EVENT_KINDS = ['interview', 'call', 'assignment'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
