import { AUTH_PATHS, type CurrentUserReply, type ProfileInformationBody } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { currentUserQuery } from '../../../lib/current-user';

/** The reply is the updated current user (a new e-mail comes back unverified). */
export function updateProfileInformation(body: ProfileInformationBody): Promise<CurrentUserReply> {
  return api<CurrentUserReply>(AUTH_PATHS.profileInformation, { method: 'PUT', body });
}

export function useUpdateProfileInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfileInformation,
    onSuccess: (user) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}
