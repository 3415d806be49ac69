// Every table of every module, for drizzle's relational queries and drizzle-kit.
export * from '../modules/auth/auth.table';
export * from '../modules/coins/coins.table';
export * from '../modules/coins/exchange-rates.table';
export * from '../modules/mail/mail.table';
export * from '../modules/roles/roles.table';
export * from '../modules/settings/settings.table';
export * from '../modules/taxonomy/attributes/attributes.table';
export * from '../modules/taxonomy/brands/brands.table';
export * from '../modules/taxonomy/categories/categories.table';
export * from '../modules/taxonomy/units/units.table';
export * from '../modules/throttle/throttle.table';
export * from '../modules/users/users.table';
