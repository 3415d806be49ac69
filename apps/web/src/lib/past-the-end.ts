import type { ListMeta } from '@shop/contracts';

/** A listing's page past its last, with things on the earlier ones (an old link, `?page=999`). */
export const pastTheEnd = (meta: ListMeta | undefined): boolean =>
  meta !== undefined && meta.total > 0 && meta.current_page > meta.last_page;
