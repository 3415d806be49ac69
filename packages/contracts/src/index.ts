export * from './auth';
export * from './common';
export * from './permissions';
export * from './roles';
export * from './settings';
export * from './users';
export * from './validation-messages';
