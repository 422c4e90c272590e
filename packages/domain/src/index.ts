import { configureZodPtBr } from './zod-pt-br.ts';

// Default zod messages in Brazilian Portuguese; ours are set explicitly where the spec gives a text.
configureZodPtBr();

export * from './password.ts';
export * from './status.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './tenant.ts';
export * from './routes.ts';
export * from './schemas/common.ts';
export * from './contract/index.ts';
export * from './settings.ts';
export * from './terms.ts';
export * from './registry/types.ts';
export * from './registry/privacy.ts';
export * from './registry/registration.ts';
export * from './registry/validate.ts';
export * from './dates.ts';
export * from './registry/personal.ts';
export * from './registry/address.ts';
export * from './registry/documentation.ts';
export * from './registry/bank.ts';
export * from './registry/transport.ts';
export * from './registry/benefits.ts';
export * from './registry/candidate-fields.ts';
export * from './registry/section-checks.ts';
export * from './registry/sections.ts';
export * from './registry/badges.ts';
export * from './registry/dependent.ts';
export * from './lifecycle/rules.ts';
export * from './lifecycle/print-sections.ts';
export * from './registry/format-value.ts';
export * from './configuration/index.ts';
export * from './documents/index.ts';
export * from './lifecycle/shared-links.ts';
export * from './messaging/index.ts';
export * from './registry/processing-record.ts';
