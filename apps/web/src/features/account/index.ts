export { UserMenu } from './UserMenu';
export { ForcePasswordChange } from './ForcePasswordChange';
export { DisplayPrefsDialog } from './DisplayPrefsDialog';
