/** The shape of an error-wording table: a sentence, or a sentence built from the error's parameters. */
export type Params = Record<string, string | number>;
export type Wording = Record<string, string | ((params: Params) => string)>;
