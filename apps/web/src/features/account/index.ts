export { UserMenu } from './UserMenu';
export { ForcePasswordChange, useMustChangePassword } from './ForcePasswordChange';
export { DisplayPrefsDialog } from './DisplayPrefsDialog';
