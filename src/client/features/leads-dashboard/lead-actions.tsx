// The one next step for a lead, by its state (docs/product/screens.md per-row actions), at the configured prices
// (docs/product/constants.md#prices-are-configuration).
import { CheckCircle2, Clock, Lock, XCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import { screens } from '../../../shared/screens';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { priceLabel } from '../../lib/prices';
import { usePublicConfig, useTestPayments } from '../../api/public-config';
import { usePayRequest, useUnlockContact } from './api/paid-steps';
import { telHref } from '../../lib/contact-links';

function Status({ icon: Icon, text, tone }: { icon: typeof Clock; text: string; tone: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 text-sm font-medium ${tone}`}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
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
      return <Status icon={CheckCircle2} text="Contacto disponible" tone="text-emerald-800" />;
    case 'rejected':
      return <Status icon={XCircle} text="Solicitud rechazada" tone="text-red-800" />;
  }
}

/** Name, e-mail and phone for an unlocked lead; otherwise only the words "Información básica". */
export function LeadContact({ lead }: { lead: BankLead }) {
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
    </div>
  );
}
