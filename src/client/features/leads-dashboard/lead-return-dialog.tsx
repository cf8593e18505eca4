// docs/product/lender-integrations.md#lead-returns: the reason (required), details (optional) and the rule. A failure
// keeps the dialog open with what was typed; success closes it and the row shows "Crédito solicitado".
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { BankLead } from '../../../shared/schemas/bank-leads';
import {
  leadReturnCopy,
  leadReturnDetailsMaxLength,
  leadReturnReasonLabels,
  leadReturnReasons,
  newLeadReturnSchema,
} from '../../../shared/schemas/lead-returns';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { toast } from '../../components/ui/toast-store';
import { formatDateTime } from '../../lib/format';
import { useAskLeadReturn } from './api/lead-returns';

const formSchema = newLeadReturnSchema.omit({ leadId: true });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const reasonOptions = leadReturnReasons.map((value) => ({ value, label: leadReturnReasonLabels[value] }));

export function LeadReturnDialog({
  lead,
  until,
  open,
  onOpenChange,
}: {
  lead: BankLead;
  until: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ask = useAskLeadReturn();
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(formSchema), defaultValues: { details: '' } });
  const { errors } = form.formState;

  const close = () => {
    if (ask.isPending) return;
    ask.reset();
    onOpenChange(false);
  };
  const submit = form.handleSubmit((values) =>
    ask.mutate(
      { leadId: lead.id, ...values },
      {
        onSuccess: () => {
          form.reset();
          onOpenChange(false);
          toast({ title: 'Crédito solicitado', description: 'Te avisaremos por correo cuando Casa Joven PR decida.', variant: 'success' });
        },
      },
    ),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Pedir crédito por este lead"
      description={`Lead en ${lead.municipio}. Si los datos de contacto resultaron incorrectos, Casa Joven PR revisa tu pedido y, si lo aprueba, reembolsa el desbloqueo.`}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
          {leadReturnCopy.windowRule}
          {/* The time ends in "a. m."/"p. m.": no period after it. */}
          <span className="mt-1 block font-medium">Plazo para este lead: hasta el {formatDateTime(until)}</span>
        </p>
        <fieldset disabled={ask.isPending} className="grid min-w-0 gap-4">
          <legend className="sr-only">Motivo y detalles</legend>
          <RadioGroupField
            legend="Motivo"
            options={reasonOptions}
            columns={1}
            error={errors.reason?.message}
            registration={form.register('reason')}
          />
          <TextareaField
            label="Detalles (opcional)"
            hint="Por ejemplo, cuándo llamaste o qué respondió el correo. No escribas datos del comprador."
            maxLength={leadReturnDetailsMaxLength}
            error={errors.details?.message}
            {...form.register('details')}
          />
          <FormError error={ask.error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit">{ask.isPending ? 'Enviando...' : 'Pedir crédito'}</Button>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
