/** eSocial S-2200 (issue 17, decision 031): tables, CNPJ, the pre-check and the unsigned event. */
export * from './cnpj.ts';
export * from './tables.ts';
export * from './table-01.ts';
export * from './table-06.ts';
export * from './kinship.ts';
export * from './s2200-map.ts';
export * from './check-s2200.ts';
export * from './event-xml.ts';
export * from './build-s2200.ts';
export * from './sign-messages.ts';
export * from './s2190.ts';
export * from './s3000.ts';
export * from './admission-event.ts';
export * from './s2300-map.ts';
export * from './check-s2300.ts';
export * from './build-s2300.ts';
