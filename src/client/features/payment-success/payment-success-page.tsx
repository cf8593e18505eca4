// docs/product/screens.md#payment-success, with the amount actually paid (docs/product/constants.md#prices-are-configuration) and contact data only after this
// institution's unlock (the server decides; docs/product/roles.md#contact-data-only-after-unlock). It waits until the provider has confirmed the payment.
import { CheckCircle2, Download, Mail, Phone } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import type { BankLead, Payment } from '../../../shared/schemas/bank-leads';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { TestPaymentNotice } from '../../components/test-payment-notice';
import { Button } from '../../components/ui/button';
import { useBankLead } from '../../api/bank-leads';
import { usePayment } from '../../api/payment';
import { formatCents, formatDate } from '../../lib/format';
import { download, leadTextFile } from './lead-text-file';
import { telHref } from '../../lib/contact-links';
import { formatBudget } from '../../lib/format-budget';

const backClass =
  'inline-flex h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const leadId = params.get('lead_id') ?? '';
  const sessionId = params.get('session_id') ?? '';
  const payment = usePayment(sessionId, { untilConfirmed: true });
  const paid = payment.data?.status === 'paid';
  const lead = useBankLead(leadId, { enabled: paid });

  // Confirmed after the lead stopped taking it: the money went back (docs/decisions/0138).
  if (payment.data?.status === 'refunded') {
    return (
      <Page
        title="Pago reembolsado"
        subtitle="Este contacto ya no estaba disponible cuando llegó el pago, así que no se aplicó. Te devolvimos el dinero al mismo medio de pago."
      >
        <Link className={backClass} href={screens.leadsDashboard}>
          Volver al panel
        </Link>
      </Page>
    );
  }
  const failed = !leadId || !sessionId || payment.isError || lead.isError || (payment.data && payment.data.status !== 'pending' && !paid);
  if (failed) {
    return (
      <Page title="Error al cargar el lead" subtitle="No se pudo cargar la información del lead. Por favor contacta soporte.">
        <Link className={backClass} href={screens.leadsDashboard}>
          Volver al panel
        </Link>
      </Page>
    );
  }
  if (!payment.data || !paid || !lead.data) {
    return (
      <Page title="Verificando pago...">
        <p role="status" className="text-slate-700">
          Estamos confirmando tu pago con el proveedor. Esto toma unos segundos.
        </p>
      </Page>
    );
  }
  return <PaidLead lead={lead.data} payment={payment.data} />;
}

function PaidLead({ lead, payment }: { lead: BankLead; payment: Payment }) {
  const file = leadTextFile(lead, payment);
  return (
    <Page title="Pago Exitoso">
      <div className="mb-6">
        <TestPaymentNotice detail="Este pago se hizo en la pantalla de prueba." />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="rounded-xl border border-emerald-200 bg-white p-5 shadow-sm">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
            <CheckCircle2 className="size-5" aria-hidden="true" />
            Contacto del prospecto
          </h2>
          {lead.unlocked && lead.nombre ? (
            <div className="mt-4 grid gap-2">
              <p className="text-xl font-bold text-slate-900">{lead.nombre}</p>
              <a className="inline-flex items-center gap-2 break-all text-blue-800 underline" href={`mailto:${lead.correo}`}>
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                {lead.correo}
              </a>
              <a className="inline-flex items-center gap-2 text-blue-800 underline" href={telHref(lead.movil)}>
                <Phone className="size-4 shrink-0" aria-hidden="true" />
                {lead.movil}
              </a>
            </div>
          ) : (
            <p className="mt-4 text-slate-700">
              El contacto completo estará disponible cuando el comprador acepte tu solicitud y desbloquees su información.
            </p>
          )}
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-slate-600">Municipio</dt>
              <dd className="font-medium text-slate-900">{lead.municipio}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Presupuesto</dt>
              <dd className="font-medium text-slate-900">{formatBudget(lead.precioMeta)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Fecha de registro</dt>
              <dd className="font-medium text-slate-900">{formatDate(lead.createdAt)}</dd>
            </div>
          </dl>
        </section>
        <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">Información de la compra</h2>
          <dl className="mt-4 grid gap-3 text-sm">
            <div>
              <dt className="text-slate-600">Monto pagado</dt>
              <dd className="text-lg font-bold text-slate-900">{formatCents(payment.amountCents)} USD</dd>
            </div>
            <div>
              <dt className="text-slate-600">Sesión de pago</dt>
              <dd className="break-all font-mono text-xs text-slate-900">{payment.sessionId}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Fecha</dt>
              <dd className="font-medium text-slate-900">{payment.paidAt ? formatDate(payment.paidAt) : ''}</dd>
            </div>
          </dl>
          <h3 className="mt-5 font-semibold text-slate-900">Próximos pasos</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>Contacta al prospecto en las próximas 24 horas: la rapidez hace la diferencia.</li>
            <li>Menciona el programa de vivienda para jóvenes y Casa Joven PR.</li>
            <li>Explica los próximos pasos de la pre-cualificación y los documentos que necesitará.</li>
          </ul>
        </section>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={() => download(file.name, file.text)}>
          <Download className="size-4" aria-hidden="true" />
          Descargar información
        </Button>
        <Link className={backClass} href={screens.leadsDashboard}>
          Volver al panel
        </Link>
      </div>
    </Page>
  );
}
