import { useMutation } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';

/** Resend Confirmation (users.manage): the server's answer says where and when the email went. */
export async function resendConfirmation(email: string) {
  return dataOrThrow(await api.POST('/api/admin/users/resend-confirmation', { body: { Email: email } }));
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
