import { CheckCircle2, Copy, Phone } from 'lucide-react';
import type { ContactResult } from '../../../shared/schemas/contact';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { telHref } from '../../lib/contact-links';

/** After sending: e-mailed, or kept with the institution's own way of being reached (no address to write to). */
export function ContactOutcome({ outcome, message }: { outcome: ContactResult; message: string }) {
  const { institution } = outcome;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      toast({ title: 'Mensaje copiado', description: 'Pégalo en el formulario de la institución.' });
    } catch {
      toast({ title: 'Error', description: 'No se pudo copiar el mensaje. Selecciónalo y cópialo manualmente.', variant: 'destructive' });
    }
  };

  if (outcome.sentByEmail) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-lg bg-emerald-50 p-4 text-sm text-emerald-950 ring-1 ring-emerald-200">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        Enviamos tu mensaje a {institution.name}. Te responderán al email que indicaste.
      </p>
    );
  }
  return (
    <div role="status" className="grid gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200">
      <p className="font-semibold">Guardamos tu mensaje, pero {institution.name} no recibe mensajes por email.</p>
      {institution.contactMethod === 'phone' ? (
        <p className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-amber-800" aria-hidden="true" />
          <span>
            Llama al{' '}
            <a className="font-semibold underline" href={telHref(institution.phone)}>
              {institution.phone}
            </a>{' '}
            y menciona que vienes de Casa Joven PR.
          </span>
        </p>
      ) : (
        <p>
          Envíalo desde el formulario de su sitio web:{' '}
          <a className="break-all font-semibold underline" href={institution.website} target="_blank" rel="noopener noreferrer">
            {institution.website}
          </a>
          .
        </p>
      )}
      <Button type="button" variant="secondary" onClick={copy}>
        <Copy className="size-4" aria-hidden="true" /> Copiar mensaje
      </Button>
    </div>
  );
}
