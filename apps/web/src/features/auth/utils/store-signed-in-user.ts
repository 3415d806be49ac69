import type { CurrentUserReply } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '../../../lib/current-user';

/** Keeps the user the server answered with, as `GET /api/user` would (SPEC §4: anonymous → authenticated). */
export function storeSignedInUser(queryClient: QueryClient, user: CurrentUserReply) {
  queryClient.setQueryData(currentUserQuery.queryKey, user);
  // Whatever was loaded as a visitor (cart, wholesale prices) belonged to the anonymous session.
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0],
  });
}
