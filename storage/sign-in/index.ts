export { createSignInStore } from './sign-in-db';
