// One staff login of an institution: deactivate or reactivate it, reset its password or its second factor.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { twoFactorCopy } from '../../../../shared/copy/two-factor';
import type { AdminInstitutionDetail, StaffMember } from '../../../../shared/schemas/admin';
import { toast } from '../../../components/ui/toast-store';
import { postJson, sendJson } from '../../../lib/api';
import { showChangedInstitution } from './institution';

export function useToggleStaffActive(member: StaffMember) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendJson<AdminInstitutionDetail>('PUT', apiPaths.admin.staffActive(member.id), { active: !member.active }),
    onSuccess: async (next) => {
      await showChangedInstitution(queryClient, next);
      toast({ title: member.active ? 'Acceso desactivado' : 'Acceso reactivado', description: member.email, variant: 'success' });
    },
  });
}

export function useResetStaffPassword(member: StaffMember) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => sendJson<AdminInstitutionDetail>('PUT', apiPaths.admin.staffPassword(member.id), { password }),
    onSuccess: async (next) => {
      await showChangedInstitution(queryClient, next);
      toast({ title: 'Contraseña restablecida', description: member.email, variant: 'success' });
    },
  });
}

/** The officer lost the phone: the app is removed, their sessions end, and they enrol again at the next sign-in. */
export function useResetStaffTwoFactor(member: StaffMember) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postJson<AdminInstitutionDetail>(apiPaths.admin.staffTwoFactorReset(member.id)),
    onSuccess: async (next) => {
      await showChangedInstitution(queryClient, next);
      toast({ title: 'Verificación restablecida', description: twoFactorCopy.resetDone, variant: 'success' });
    },
  });
}
