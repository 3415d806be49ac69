import type { Permission } from '@shop/contracts';

/** The server's rule: reading takes read_pos; creating, editing and deleting take update_settings as well. */
export const READ_POS: readonly Permission[] = ['read_pos'];
export const CHANGE_POS: readonly Permission[] = ['read_pos', 'update_settings'];
