export { createAlert } from './alerts';
