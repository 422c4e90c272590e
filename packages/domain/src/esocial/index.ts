/** eSocial S-2200 (issue 17, decision 031): tables, CNPJ, the pre-check and the unsigned event. */
export * from './cnpj.ts';
export * from './tables.ts';
export * from './table-01.ts';
export * from './table-06.ts';
export * from './kinship.ts';
export * from './s2200-map.ts';
export * from './check-s2200.ts';
export * from './build-s2200.ts';
export * from './sign-messages.ts';
export * from './sending-messages.ts';
