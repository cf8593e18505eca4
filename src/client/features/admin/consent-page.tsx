// /admin/consentimientos (docs/product/buyer-control.md): check a consent certificate's verification code, see the
// withdrawn consents (no refund is automatic: the operator decides), and export one institution's consent and contact
// record as CSV. Leads by id only: the console never shows a buyer's contact data here.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { apiPaths } from '../../../shared/api-paths';
import { consentDecisionLabels, type ConsentRecordLookup, type Revocation } from '../../../shared/schemas/consent-record';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { formatCents, formatDateTime } from '../../lib/format';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { Pager, ScrollTable, td, th } from './admin-ui';
import { useConsentRecord } from './api/consent-record';
import { useRevocations } from './api/consent-revocations';
import { useInstitutionOptions } from './api/institution-options';

export default function ConsentPage() {
  return (
    <AdminLayout
      title="Consentimientos"
      subtitle="Verifica el código de un certificado de consentimiento, revisa los consentimientos retirados y exporta el registro de una institución."
    >
      <div className="grid gap-10">
        <CodeCheck />
        <Revocations />
        <InstitutionExport />
      </div>
    </AdminLayout>
  );
}

function CodeCheck() {
  const [draft, setDraft] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const record = useConsentRecord(code);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.trim();
    setProblem(typed ? null : 'Escribe el código que aparece en el certificado.');
    setCode(typed);
  };
  return (
    <section aria-labelledby="code-check-heading" className="grid gap-4">
      <h2 id="code-check-heading" className="text-lg font-semibold text-slate-900">
        Verificar un certificado
      </h2>
      <form role="search" aria-label="Verificar un código" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-80">
          <Field
            label="Código de verificación"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="XXXX-XXXX-XXXX"
            autoComplete="off"
            spellCheck={false}
            className="font-mono uppercase"
          />
        </div>
        <Button type="submit">Verificar</Button>
      </form>
      <FormError error={problem ?? (record.isError ? record.error : null)} />
      {record.isFetching && !record.data && (
        <p role="status" className="text-sm text-slate-700">
          Buscando el registro...
        </p>
      )}
      {record.data && !record.isError && <RecordCard record={record.data} />}
    </section>
  );
}

function RecordCard({ record }: { record: ConsentRecordLookup }) {
  const withdrawn =
    record.decision === 'revoked'
      ? 'Este registro es el retiro del consentimiento.'
      : record.revokedAt
        ? `Retirado después, el ${formatDateTime(record.revokedAt)}${record.revocationCode ? ` (código ${record.revocationCode})` : ''}.`
        : 'No se ha retirado.';
  const rows: Array<{ label: string; value: ReactNode; tone?: string }> = [
    { label: 'Código', value: <span className="font-mono">{record.verificationCode}</span> },
    { label: 'Decisión', value: consentDecisionLabels[record.decision] },
    { label: 'Fecha', value: formatDateTime(record.recordedAt) },
    { label: 'Institución', value: record.institutionName },
    { label: 'Lead', value: <span className="break-all font-mono text-xs">{record.leadId}</span> },
    { label: 'Texto registrado', value: `«${record.consentText}»` },
    { label: 'Preferencias de contacto', value: record.contactPreferencesText ?? 'No se registraron con esta decisión.' },
    { label: 'Huella (SHA-256)', value: <span className="break-all font-mono text-xs">{record.clientHash}</span> },
    { label: 'Contacto desbloqueado', value: record.unlockedAt ? formatDateTime(record.unlockedAt) : 'No' },
    { label: 'Retiro del consentimiento', value: withdrawn, tone: record.revokedAt ? 'font-semibold text-red-800' : undefined },
  ];
  return (
    <Card as="section" aria-label={`Registro ${record.verificationCode}`}>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(({ label, value, tone }) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className={`break-words ${tone ?? 'text-slate-800'}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

const paidLabel = (revocation: Revocation) =>
  revocation.unlockPaid
    ? `Sí${revocation.unlockAmountCents === null ? '' : `, ${formatCents(revocation.unlockAmountCents)}`}${revocation.unlockRefunded ? ' (reembolsado)' : ''}`
    : 'No';

function Revocations() {
  const [page, setPage] = useState(1);
  const revocations = useRevocations(page);
  const data = revocations.data;
  return (
    <section aria-labelledby="revocations-heading" className="grid gap-3">
      <h2 id="revocations-heading" className="text-lg font-semibold text-slate-900">
        Consentimientos retirados
      </h2>
      <p className="text-sm text-slate-700">
        El dinero ya pagado no se reembolsa solo: decide cada caso desde «Pagos». El motivo es el que escribió el comprador, si dio uno.
      </p>
      {revocations.isError && <FormError error={revocations.error} />}
      {revocations.isPending && (
        <p role="status" className="text-sm text-slate-700">
          Cargando consentimientos retirados...
        </p>
      )}
      {data && data.items.length === 0 && <p className="text-slate-700">Ningún comprador ha retirado su consentimiento.</p>}
      {data && data.items.length > 0 && (
        <>
          {/* A phone reads each revocation as a card; wider screens get the table. */}
          <ul aria-label="Consentimientos retirados" className="grid gap-3 sm:hidden">
            {data.items.map((revocation) => (
              <li key={revocation.requestId} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="font-semibold text-slate-900">Fecha</dt>
                  <dd className="text-slate-800">{formatDateTime(revocation.revokedAt)}</dd>
                  <dt className="font-semibold text-slate-900">Institución</dt>
                  <dd className="break-words text-slate-800">{revocation.institutionName}</dd>
                  <dt className="font-semibold text-slate-900">Lead</dt>
                  <dd className="break-all font-mono text-xs text-slate-800">{revocation.leadId}</dd>
                  <dt className="font-semibold text-slate-900">Motivo</dt>
                  <dd className="break-words text-slate-800">{revocation.reason ?? '—'}</dd>
                  <dt className="font-semibold text-slate-900">Desbloqueo pagado</dt>
                  <dd className="text-slate-800">{paidLabel(revocation)}</dd>
                  <dt className="font-semibold text-slate-900">Código</dt>
                  <dd className="font-mono text-slate-800">{revocation.verificationCode ?? '—'}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <ScrollTable label="Tabla de consentimientos retirados">
              <thead>
                <tr>
                  <th className={th}>Fecha y hora</th>
                  <th className={th}>Institución</th>
                  <th className={th}>Lead</th>
                  <th className={th}>Motivo</th>
                  <th className={th}>Desbloqueo pagado</th>
                  <th className={th}>Código</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((revocation) => (
                  <tr key={revocation.requestId}>
                    <td className={`${td} whitespace-nowrap`}>{formatDateTime(revocation.revokedAt)}</td>
                    <td className={td}>{revocation.institutionName}</td>
                    <td className={`${td} font-mono text-xs`}>{revocation.leadId}</td>
                    <td className={`${td} break-words`}>{revocation.reason ?? '—'}</td>
                    <td className={`${td} whitespace-nowrap`}>{paidLabel(revocation)}</td>
                    <td className={`${td} whitespace-nowrap font-mono`}>{revocation.verificationCode ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          </div>
          <Pager
            label="Páginas de consentimientos retirados"
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}

function InstitutionExport() {
  const options = useInstitutionOptions();
  const [institutionId, setInstitutionId] = useState('');
  const chosen = options.data?.find((option) => option.id === institutionId);
  return (
    <section aria-labelledby="export-heading" className="grid gap-3">
      <h2 id="export-heading" className="text-lg font-semibold text-slate-900">
        Registro de una institución (CSV)
      </h2>
      <p className="text-sm text-slate-700">
        Sus registros de consentimiento e intentos de contacto de los últimos cinco años, una fila cada uno (la Ley 210 pide conservarlos
        cinco años).
      </p>
      {options.isError && <FormError error={options.error} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <SelectField label="Institución" value={institutionId} onChange={(event) => setInstitutionId(event.target.value)}>
            <option value="">Elige una institución</option>
            {options.data?.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
                {option.active ? '' : ' (desactivada)'}
              </option>
            ))}
          </SelectField>
        </div>
        {chosen ? (
          <a
            href={apiPaths.admin.institutionConsentCsv(chosen.id)}
            download
            className="inline-flex h-11 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-700"
          >
            <Download className="size-4" aria-hidden="true" />
            Descargar CSV
          </a>
        ) : (
          <p className="text-sm text-slate-700 sm:pb-3">Elige una institución para descargar su registro.</p>
        )}
      </div>
    </section>
  );
}
