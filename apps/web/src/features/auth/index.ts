export { LoginPage } from './LoginPage';
export { FirstAccessPage } from './FirstAccessPage';
export { AuthRedirectPage } from './AuthRedirectPage';
export { LogoutPage } from './LogoutPage';
export { RootRedirect } from './RootRedirect';
export { AfterSignIn, type GoOnAfterSignIn } from './after-sign-in';
