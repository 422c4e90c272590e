/**
 * The eSocial deadline guard (decision 082): the list 'eSocial — prazos' and the Painel's counts.
 * Other modules, routes and jobs import it from here, never from its files (decision 030).
 */
export { esocialDeadlines } from './list.ts';
