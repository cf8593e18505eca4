// DELETE /api/me {password} (docs/product/buyer-control.md#the-buyers-own-data): the server ends every session and clears
// the cookie; this browser then forgets the person too, and lands on the landing page as a signed-out visitor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { apiPaths } from '../../../../shared/api-paths';
import { accountDataCopy, type DeleteAccountInput } from '../../../../shared/schemas/account-data';
import { screens } from '../../../../shared/screens';
import { authUserKey } from '../../../api/auth-user';
import { toast } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api';
import { planStorageKeys } from '../../../lib/plan-storage';

/** The plan this browser kept for the account (saved properties, housing option) goes with it. */
function forgetLocalPlan() {
  try {
    for (const key of Object.values(planStorageKeys)) window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): there is nothing kept to forget.
  }
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    // 204, no body: apiRequest, not sendJson, which would read JSON.
    mutationFn: (input: DeleteAccountInput) => apiRequest('DELETE', apiPaths.myData, input),
    onSuccess: () => {
      forgetLocalPlan();
      // Off the buyer's screen first: seeing nobody signed in there would start the sign-in redirect.
      flushSync(() => navigate(screens.home));
      // In-app navigation keeps the scroll of the long page left behind; the landing page starts at its top.
      window.scrollTo(0, 0);
      queryClient.setQueryData(authUserKey, null);
      // The buyer's answers no screen shows any more go now; what is on screen stays, or its observers would be left
      // on removed queries (the next sign-in reloads the page, which drops the rest).
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
      toast({ title: accountDataCopy.deleted, description: accountDataCopy.deletedDetail, variant: 'success' });
    },
  });
}
