// The lead-capture widget's submission: the buyer's request to be contacted by the participating institutions.
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import type { LeadVariant } from '../../shared/domain/lead-variant';
import { leadEmailPendingNotice, leadSource, type LeadForm, type LeadSubmission, type LeadSubmitted } from '../../shared/schemas/leads';
import { toast } from '../components/ui/toast-store';
import { postJson } from '../lib/api';
import { trackLeadFormSubmit } from '../lib/lead-analytics';

export const successToastMs = 6000;

/** docs/product/data.md payload plus `variant_tested`, exactly as POST /api/leads takes it. */
export function toSubmission(form: LeadForm, variant: LeadVariant): LeadSubmission {
  return {
    nombre: form.nombre,
    correo: form.correo,
    movil: form.movil,
    municipio: form.municipio,
    precio_meta: form.precioMeta,
    timestamp: new Date().toISOString(),
    source: leadSource,
    variant,
    user_agent: navigator.userAgent.slice(0, 512),
    variant_tested: variant,
  };
}

/** POST /api/leads with docs/product/messages.md's toasts; the analytics event fires once the lead is stored. */
export function useSubmitLead(variant: LeadVariant) {
  return useMutation({
    mutationFn: (form: LeadForm) => postJson<LeadSubmitted>(apiPaths.leads, toSubmission(form, variant)),
    onSuccess: (result, form) => {
      toast({
        title: '¡Solicitud enviada!',
        // Not the account's e-mail: institutions wait for the link sent to it (docs/decisions/0124-lead-email-confirmed.md).
        description: result.correoConfirmed
          ? 'Un oficial hipotecario te contactará en las próximas 24 horas.'
          : leadEmailPendingNotice(form.correo),
        variant: 'success',
        durationMs: result.correoConfirmed ? successToastMs : 15_000,
      });
      trackLeadFormSubmit({ variant, municipio: form.municipio, precio_meta: form.precioMeta });
    },
    onError: () => {
      toast({ title: 'Error al enviar', description: 'Hubo un problema. Por favor intenta nuevamente.', variant: 'destructive' });
    },
  });
}
