/**
 * The shape of a family's word table: every kind of the family worded, as a sentence or a sentence built from the
 * error's parameters. `satisfies Wording<Family>` makes a missing kind, or a kind the model does not have, a type
 * error in English and in Hebrew alike.
 */
import type { ErrorKind, ErrorParams } from '../../model/errors';

export type Wording<K extends ErrorKind> = Record<K, string | ((params: ErrorParams) => string)>;
