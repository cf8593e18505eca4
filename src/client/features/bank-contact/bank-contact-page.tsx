import { bankProgressCopy } from '../../../shared/copy/journey';
import type { BankContactChange } from '../../../shared/schemas/bank-contact';
import { screens } from '../../../shared/screens';
import { Loading } from '../../components/ui/loading';
import { Page } from '../../components/layouts/page';
import { LinkButton } from '../../components/ui/link-button';
import { toast } from '../../components/ui/toast-store';
import { useBankContacts } from '../../api/bank-contacts';
import { BankProgressCard } from './bank-progress-card';
import { useUpdateBankProgress } from './api/update-bank-progress';

/** docs/product/screens.md#bank-contact-tracking: one card per bank the buyer wrote to, advanced by hand. */
export default function BankContactPage() {
  const contacts = useBankContacts();
  const update = useUpdateBankProgress();

  const onChange = (id: string, change: BankContactChange) =>
    update.mutate(
      { id, change },
      {
        onSuccess: () => toast({ title: bankProgressCopy.updated, variant: 'success' }),
        onError: () => toast({ title: bankProgressCopy.failedTitle, description: bankProgressCopy.failed, variant: 'destructive' }),
      },
    );

  return (
    <Page title="Contacto con Bancos" subtitle="Sigue tu precualificación con cada institución y marca cada paso cuando ocurra.">
      {contacts.isLoading ? (
        <Loading />
      ) : contacts.isError ? (
        <p className="text-red-700">No se pudo cargar tu progreso con las instituciones. Recarga la página para intentarlo de nuevo.</p>
      ) : contacts.data && contacts.data.length > 0 ? (
        <div className="grid gap-4">
          {contacts.data.map((item) => (
            <BankProgressCard
              key={item.id}
              item={item}
              busy={update.isPending && update.variables?.id === item.id}
              onChange={(change) => onChange(item.id, change)}
            />
          ))}
        </div>
      ) : (
        <div className="grid gap-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
          <p>Aún no has contactado instituciones. Calcula tu presupuesto y envía tu carta de precualificación desde la calculadora.</p>
          <LinkButton href={screens.calculator} className="justify-self-start">
            Ir a la calculadora
          </LinkButton>
        </div>
      )}
    </Page>
  );
}
