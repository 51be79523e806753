/** The signed-in account as jobstar knows it: the provider's issuer and subject name it (DESIGN §4 rule 9). */
export interface AccountInfo {
  issuer: string;
  subject: string;
  email?: string;
  name?: string;
}
