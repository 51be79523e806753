/** The signed-in account as jobstar knows it: the provider's issuer and subject name it (DESIGN §4 rule 9). */
export interface AccountInfo {
  issuer: string;
  subject: string;
  email?: string;
  /**
   * Whether the provider vouched for `email` (`email_verified: true`); the service sends digests only to such an
   * address. Absent for a sign-in made before jobstar kept it, when it is not known either way.
   */
  emailVerified?: boolean;
  name?: string;
}
