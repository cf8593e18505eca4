import { MailWarning } from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { leadEmailPendingNotice } from '../../../shared/schemas/leads';
import { postJson } from '../../lib/api';
import { Button } from '../ui/button';
import { FormError } from '../ui/form-error';

/**
 * The lead's e-mail is not the account's and its link was not followed yet: institutions do not see the lead
 * (docs/decisions/0124-lead-email-confirmed.md). The buyer may ask for the link again.
 */
export function LeadEmailNotice({ leadId, correo }: { leadId: string; correo: string }) {
  const resend = useMutation({
    mutationFn: () => postJson<{ message: string }>(`/api/leads/${encodeURIComponent(leadId)}/confirm-email/resend`),
  });
  return (
    <div className="grid gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="flex gap-2">
        <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="break-words">{leadEmailPendingNotice(correo)}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" className="w-full sm:w-auto" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? 'Enviando...' : 'Reenviar enlace'}
        </Button>
        <p role="status" className="font-medium">
          {resend.data?.message ?? ''}
        </p>
      </div>
      <FormError error={resend.error} />
    </div>
  );
}
