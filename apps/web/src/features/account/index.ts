export { UserMenu } from './UserMenu';
export { ForcePasswordChange } from './ForcePasswordChange';
