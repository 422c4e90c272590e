export { UserMenu } from './UserMenu';
export { ForcePasswordChange, useMustChangePassword } from './ForcePasswordChange';
// loaded when first opened (lazyDialogs.ts)
export { DisplayPrefsDialog } from './lazyDialogs';
