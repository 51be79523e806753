/**
 * What one entry of the protocol table (protocol.ts) says about its message, and the types read from a table:
 * the request each type carries and the answer it gets (the router derives the handlers' type from them).
 */
import type { z } from 'zod';
import type { JobRef } from '../api/job-ref';

/**
 * Who may send a message, as the router tells senders apart (sender-context.ts): one of the extension's own
 * pages (popup, options, welcome), or a content script in a web page's tab.
 */
export type Sender = 'extension' | 'content';

/**
 * How a content script's message is bound to its own page (DESIGN §6: scope is derived, not declared). The
 * router applies it to content scripts only; the extension's pages are not scoped.
 */
export interface Scope<Parsed> {
  /**
   * The jobs it acts on or asks about: only jobs its frame reported finding, else it is refused. Every job a
   * message names, here or below, must also be one its frame may claim (sites/ownership.ts).
   */
  actsOn?(request: Parsed): readonly string[];
  /** A job reference it brings from its page: its id, site and link must be its frame's site's own. */
  brings?(request: Parsed): JobRef | null;
  /** The jobs its frame reports finding: they join the frame's scope once the message passed every check. */
  reports?(request: Parsed): readonly string[];
}

export interface MessageEntry<Fields extends z.ZodObject = z.ZodObject, Answer extends z.ZodType = z.ZodType> {
  /** The request's fields besides its `type`, parsed before anything acts on them. */
  request: Fields;
  /** The answer's shape; a content script's answer is cut to it, so it hears only what its entry names. */
  answer: Answer;
  from: readonly Sender[];
  scope?: Scope<z.output<Fields>>;
}

/**
 * An entry, typed by its own schemas (so its scope's functions know the request's fields). Its schemas are built the
 * first time the router reads them: a woken worker gets its first event only after its modules are evaluated, and
 * the one event that woke it needs one entry's schemas, not the table's (issue 36, api/contract/lazy-schema.ts).
 */
export const message = <Fields extends z.ZodObject, Answer extends z.ZodType>(
  schemas: () => { request: Fields; answer: Answer },
  rules: Omit<MessageEntry<Fields, Answer>, 'request' | 'answer'>,
): MessageEntry<Fields, Answer> => {
  let built: { request: Fields; answer: Answer } | undefined;
  const schemasOnce = () => {
    built ??= schemas();
    return built;
  };
  return {
    get request() {
      return schemasOnce().request;
    },
    get answer() {
      return schemasOnce().answer;
    },
    ...rules,
  };
};

export type Table = Record<string, MessageEntry>;

/** A request with no fields parses to `Record<string, never>`, which would refuse its own `type`. */
type Fields<Parsed> = string extends keyof Parsed ? unknown : Parsed;

export type RequestIn<T extends Table, K extends keyof T> = { type: K } & Fields<z.output<T[K]['request']>>;
export type AnswerIn<T extends Table, K extends keyof T> = z.output<T[K]['answer']>;

/**
 * A background → tab message: its fields as a type only (content scripts check them by shape, since zod would
 * triple their bundle), its answer as the schema the background parses it with (it comes from a less trusted world).
 */
export interface TabEntry<Fields extends object = object, Answer extends z.ZodType = z.ZodType> {
  answer: Answer;
  /** Never set: it carries the fields' type. */
  readonly fields?: Fields;
}

export const toTab =
  <Fields extends object = Record<never, never>>() =>
  <Answer extends z.ZodType>(answer: Answer): TabEntry<Fields, Answer> => ({ answer });
