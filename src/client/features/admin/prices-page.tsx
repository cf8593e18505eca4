// Console › Precios: the request and unlock prices in integer cents, with the history of every change.
// A change applies to checkouts opened after it; one already started keeps its amount.
import { useEffect, useState, type FormEvent } from 'react';
import { pricesSchema, type Prices } from '../../../shared/schemas/prices';
import { paymentKindLabels } from '../../../shared/schemas/payment-ledger';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/api';
import { formatCentsExact, formatDateTime } from '../../lib/format';
import { AdminLayout } from '../../components/layouts/admin-layout';
import { useAdminPrices, useSavePrices } from './api/prices';

type FormValues = Record<keyof Prices, string>;
type Errors = Partial<Record<keyof Prices, string>>;

const toForm = (prices: Prices): FormValues => ({
  connectionRequestCents: String(prices.connectionRequestCents),
  unlockCents: String(prices.unlockCents),
});
/** The typed text as a number when it is one; otherwise left as text so the schema says what is wrong. */
const asNumber = (text: string): unknown => (text.trim() !== '' && !Number.isNaN(Number(text)) ? Number(text) : undefined);

export default function PricesPage() {
  const prices = useAdminPrices();
  const [form, setForm] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  useEffect(() => {
    if (prices.data && !form) setForm(toForm(prices.data.current));
  }, [prices.data, form]);

  const save = useSavePrices();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    const parsed = pricesSchema.safeParse({
      connectionRequestCents: asNumber(form.connectionRequestCents),
      unlockCents: asNumber(form.unlockCents),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Prices] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setForm(toForm(saved.current));
        toast({
          title: 'Precios actualizados',
          description: 'Los nuevos precios aplican a los pagos que empiecen desde ahora.',
          variant: 'success',
        });
      },
      onError: (error) => toast({ title: 'No se pudieron guardar los precios', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <AdminLayout title="Precios" subtitle="Lo que paga una institución por cada paso. Un pago ya iniciado conserva su precio.">
      {prices.isError && <p className="text-red-800">No se pudieron cargar los precios. Intenta de nuevo.</p>}
      {!prices.data || !form ? (
        <p role="status" className="text-slate-700">
          Cargando precios...
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
          <Card as="section" aria-labelledby="prices-form-title">
            <h2 id="prices-form-title" className="mb-4 text-lg font-semibold text-slate-900">
              Precios actuales
            </h2>
            <form noValidate onSubmit={submit} className="grid gap-4">
              {(['connectionRequestCents', 'unlockCents'] as const).map((key) => {
                const cents = asNumber(form[key]);
                return (
                  <Field
                    key={key}
                    label={`${key === 'connectionRequestCents' ? paymentKindLabels.request : paymentKindLabels.unlock} (centavos)`}
                    inputMode="numeric"
                    value={form[key]}
                    onChange={(event) => setForm({ ...form, [key]: event.target.value })}
                    error={errors[key]}
                    hint={
                      typeof cents === 'number' && Number.isInteger(cents) && cents >= 0
                        ? `Equivale a ${formatCentsExact(cents)}`
                        : 'Un número entero de centavos'
                    }
                  />
                );
              })}
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? 'Guardando...' : 'Guardar precios'}
              </Button>
            </form>
            <p className="mt-4 text-sm text-slate-700">
              Precio inicial de la configuración: {formatCentsExact(prices.data.initial.connectionRequestCents)} por solicitud y{' '}
              {formatCentsExact(prices.data.initial.unlockCents)} por desbloqueo.
            </p>
          </Card>
          <Card as="section" aria-labelledby="prices-history-title">
            <h2 id="prices-history-title" className="mb-4 text-lg font-semibold text-slate-900">
              Historial de cambios
            </h2>
            {prices.data.history.length === 0 ? (
              <p className="text-slate-700">Todavía no hay cambios: rigen los precios de la configuración.</p>
            ) : (
              <ul className="divide-y divide-slate-200">
                {prices.data.history.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                    <span className="font-semibold text-slate-900">
                      {paymentKindLabels[entry.kind]}: {formatCentsExact(entry.cents)}
                    </span>
                    <span className="text-slate-700">
                      {formatDateTime(entry.changedAt)} · <span className="break-all">{entry.changedBy}</span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </AdminLayout>
  );
}
