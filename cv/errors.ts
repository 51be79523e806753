/** Why a CV could not be read, as a kind the page turns into words in the user's language. */
export type CvReadErrorKind = 'unsupported' | 'unreadable' | 'tooLarge' | 'empty';

export class CvReadError extends Error {
  override readonly name = 'CvReadError';
  constructor(readonly kind: CvReadErrorKind) {
    super(`The CV could not be read (${kind})`);
  }
}
