export * from './messages.ts';
export * from './settings-save.ts';
export * from './custom-field.ts';
export * from './content.ts';
export * from './reports.ts';
export * from './staff-grants.ts';
