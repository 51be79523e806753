/** What the rest of jobstar uses of sign-in: the service the composition root builds, its errors, the token's claims. */
export { AuthError } from './errors';
export { decodeIdToken } from './id-token';
export { createAuthService } from './service';
export type { AuthService } from './service.types';
