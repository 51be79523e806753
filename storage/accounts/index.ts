export { deleteLocalData, switchToAccount, switchToSignedOut } from './accounts';
