/**
 * The details form's own checks, before anything is sent: each field against the application's schema
 * (storage/applications/model.ts), so the page and the background refuse the same things.
 */
import { APPLICATION_LIMITS, ApplicationFields } from '../../../model/application';

export const FIELD_KEYS = ['foundVia', 'contactName', 'contactEmail', 'toldSalary'] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];
export type FieldValues = Record<FieldKey | 'notes', string>;

/** What is wrong, by field: only the e-mail can be (the other fields are free text, capped by their inputs). */
export interface FieldErrors {
  contactEmail?: 'wrong';
}

export const fieldErrors = (values: FieldValues): FieldErrors =>
  ApplicationFields.shape.contactEmail.safeParse(values.contactEmail.trim()).success ? {} : { contactEmail: 'wrong' };

/** The character count is shown from 90% of the notes' cap. */
export const nearNotesCap = (length: number): boolean => length >= APPLICATION_LIMITS.notes * 0.9;

export { APPLICATION_LIMITS };
