import { createContext } from 'react';

/**
 * Where a completed sign-in goes on to `path`. The app (App.tsx) navigates its router there and
 * drops the previous user's cached answers; the public shell of a first visit to /login
 * (PublicApp.tsx) loads the app first — the sign-in page itself carries no router (issue 15 §4).
 * Outside both (never in the product), a full page load.
 */
export type GoOnAfterSignIn = (path: string) => void;
export const AfterSignIn = createContext<GoOnAfterSignIn>((path) => window.location.assign(path));
