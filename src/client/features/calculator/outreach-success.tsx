import { CircleCheck, ExternalLink, Mail, Phone } from 'lucide-react';
import type { BankOutreachResult } from '../../../shared/schemas/bank-outreach';
import { screens } from '../../../shared/screens';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { telHref } from '../../lib/contact-links';

/** What happened with each institution: e-mailed, or what the buyer does next for phone and form contacts. */
export function OutreachSuccess({ result, onClose }: { result: BankOutreachResult; onClose: () => void }) {
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <CircleCheck className="size-6" aria-hidden="true" />
        {result.emailsSent === 1
          ? 'Enviamos tu carta por email a 1 institución.'
          : `Enviamos tu carta por email a ${result.emailsSent} instituciones.`}
      </p>
      <ul className="grid gap-2">
        {result.banks.map((bank) => (
          <li key={bank.id} className="rounded-md border border-slate-200 p-3 text-sm">
            <p className="font-medium text-slate-900">{bank.name}</p>
            {bank.emailQueued ? (
              <p className="flex items-center gap-1.5 text-slate-700">
                <Mail className="size-4" aria-hidden="true" /> Carta enviada por email.
              </p>
            ) : bank.contactMethod === 'phone' ? (
              <p className="flex items-center gap-1.5 text-slate-700">
                <Phone className="size-4" aria-hidden="true" /> Llama al{' '}
                <a className="font-semibold underline" href={telHref(bank.phone)}>
                  {bank.phone}
                </a>
              </p>
            ) : (
              <a
                className="inline-flex items-center gap-1.5 font-semibold text-blue-800 underline"
                href={bank.website}
                target="_blank"
                rel="noopener noreferrer"
              >
                Completa su formulario en línea <ExternalLink className="size-4" aria-hidden="true" />
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">Marca tu progreso con cada institución en la página de seguimiento.</p>
      <div className="grid gap-2 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
        <LinkButton href={screens.bankContact}>Ver seguimiento de bancos</LinkButton>
      </div>
    </div>
  );
}
