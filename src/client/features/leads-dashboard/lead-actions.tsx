// The one next step for a lead, by its state (docs/product/screens.md per-row actions), at the configured prices
// (docs/product/constants.md#prices-are-configuration).
import { Ban, CheckCircle2, Clock, Lock, PauseCircle, XCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { marketplaceCopy } from '../../../shared/copy/marketplace';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import { screens } from '../../../shared/screens';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { priceLabel } from '../../lib/prices';
import { usePublicConfig, useTestPayments } from '../../api/public-config';
import { usePayRequest, useUnlockContact } from './api/paid-steps';
import { telHref } from '../../lib/contact-links';
import { CertificateLinks, ContactPreferencesLine } from './consent-details';
import { ContactLogButton } from './contact-log';
import { LeadReturnAction } from './lead-return-action';

/** The table keeps actions on one line; a longer status wraps within a narrow column instead of widening it. */
function Status({ icon: Icon, text, tone }: { icon: typeof Clock; text: string; tone: string }) {
  return (
    <span className={`inline-flex max-w-64 items-start gap-1.5 whitespace-normal text-sm font-medium ${tone}`}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}

export function LeadAction({ lead, institutionName }: { lead: BankLead; institutionName: string }) {
  const prices = usePublicConfig()?.prices;
  const testPayments = useTestPayments();
  const [, navigate] = useLocation();
  const payRequest = usePayRequest();
  const unlock = useUnlockContact();
  const requestPrice = prices ? priceLabel(prices.connectionRequestCents, testPayments) : '';
  const unlockPrice = prices ? priceLabel(prices.unlockCents, testPayments) : '';

  switch (lead.state) {
    case 'none':
      return (
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          onClick={() =>
            navigate(`${screens.leadsDashboard}?institution=${encodeURIComponent(institutionName)}&create_request=1&lead_id=${lead.id}`)
          }
        >
          Solicitar Conexión ({requestPrice})
        </Button>
      );
    case 'available':
      return (
        <Button
          className="w-full sm:w-auto"
          disabled={payRequest.isPending}
          onClick={() =>
            payRequest.mutate(lead, {
              onError: (error) =>
                toast({
                  title: 'Error al solicitar conexión',
                  description: errorMessage(error, 'No se pudo crear la sesión de pago'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Pagar solicitud ({requestPrice})
        </Button>
      );
    case 'waiting':
      return <Status icon={Clock} text="Esperando respuesta" tone="text-amber-800" />;
    case 'accepted':
      return (
        <Button
          variant="success"
          className="w-full sm:w-auto"
          disabled={unlock.isPending}
          onClick={() =>
            unlock.mutate(lead, {
              onError: (error) =>
                toast({
                  title: 'Error al desbloquear contacto',
                  description: errorMessage(error, 'No se pudo obtener la URL de pago'),
                  variant: 'destructive',
                }),
            })
          }
        >
          <Lock className="size-4" aria-hidden="true" />
          Desbloquear contacto ({unlockPrice})
        </Button>
      );
    case 'unlocked':
      return (
        <div className="grid justify-items-start gap-2">
          <Status icon={CheckCircle2} text="Contacto disponible" tone="text-emerald-800" />
          <ContactLogButton lead={lead} />
          <LeadReturnAction lead={lead} />
        </div>
      );
    case 'rejected':
      return <Status icon={XCircle} text="Solicitud rechazada" tone="text-red-800" />;
    // docs/product/buyer-control.md#revoking-consent: no contact data any more; the log of earlier attempts stays readable.
    case 'revoked':
      return (
        <div className="grid justify-items-start gap-2">
          <Status icon={Ban} text="El comprador retiró su consentimiento: no lo contacte" tone="text-red-800" />
          {lead.unlocked && <ContactLogButton lead={lead} />}
          {lead.unlocked && <LeadReturnAction lead={lead} />}
        </div>
      );
    // docs/product/buyer-control.md#a-cap-on-open-requests: no request can start until the buyer takes requests again.
    case 'closed':
      return (
        <Status icon={PauseCircle} text={`${marketplaceCopy.leadClosedToRequests} Vuelve a revisarlo más tarde.`} tone="text-slate-700" />
      );
  }
}

/**
 * Name, e-mail, phone and how the buyer accepts to be reached, with the consent certificate, for a lead this
 * institution unlocked; after a revocation only the certificate; otherwise only the words "Información básica".
 */
export function LeadContact({ lead }: { lead: BankLead }) {
  if (lead.state === 'revoked' && lead.unlocked) {
    return (
      <div className="grid gap-2">
        <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <Lock className="size-4" aria-hidden="true" />
          Datos de contacto retirados
        </span>
        <CertificateLinks leadId={lead.id} />
      </div>
    );
  }
  if (!lead.unlocked || !lead.nombre) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
        <Lock className="size-4" aria-hidden="true" />
        Información básica
      </span>
    );
  }
  return (
    <div className="grid gap-1 text-sm">
      <span className="font-semibold text-slate-900">{lead.nombre}</span>
      <a className="inline-flex min-h-6 items-center break-all text-blue-800 underline" href={`mailto:${lead.correo}`}>
        {lead.correo}
      </a>
      <a className="inline-flex min-h-6 items-center text-blue-800 underline" href={telHref(lead.movil)}>
        {lead.movil}
      </a>
      {lead.contactPreferences && <ContactPreferencesLine preferences={lead.contactPreferences} />}
      <CertificateLinks leadId={lead.id} />
    </div>
  );
}
