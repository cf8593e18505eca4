import { zodResolver } from '@hookform/resolvers/zod';
import { Send, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { draftContactMessage } from '../../../shared/domain/contact-message';
import { contactMessageSchema, type ContactMessageInput, type ContactResult } from '../../../shared/schemas/contact';
import type { PublicInstitution } from '../../../shared/schemas/institutions';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { useSendContactMessage } from './api/send-contact-message';
import { ContactOutcome } from './contact-outcome';

const kinds: Array<[PublicInstitution['kind'], string]> = [
  ['bank', 'Bancos'],
  ['cooperative', 'Cooperativas'],
  ['mortgage', 'Hipotecarias'],
];

const howTheyAnswer: Record<PublicInstitution['contactMethod'], string> = {
  email: 'Recibe mensajes por email: te lo enviaremos ahora.',
  phone: 'Atiende por teléfono: guardaremos tu mensaje y te daremos su número.',
  form: 'Atiende mediante el formulario de su sitio web: guardaremos tu mensaje para que lo copies allí.',
};

interface Props {
  institutions: PublicInstitution[];
  defaults: Pick<ContactMessageInput, 'name' | 'email' | 'phone'>;
  /** The buyer's plan, for the drafted message. */
  draftContext: { housingOptionTitle: string | null; budgetText: string | null; municipalities: string[] };
}

/** docs/product/screens.md contact-message generator: drafts a Spanish message from the buyer's data; sending calls POST /api/contact. */
export function ContactMessageForm({ institutions, defaults, draftContext }: Props) {
  const [outcome, setOutcome] = useState<ContactResult | null>(null);
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { ...defaults, institutionId: '', message: '' },
  });
  const { errors } = form.formState;
  const chosen = institutions.find((institution) => institution.id === form.watch('institutionId'));

  const send = useSendContactMessage((result) => {
    setOutcome(result);
    if (result.sentByEmail) form.resetField('message');
  });

  const draft = async () => {
    if (!chosen) {
      await form.trigger('institutionId', { shouldFocus: true });
      return;
    }
    const { name, email, phone } = form.getValues();
    form.setValue('message', draftContactMessage({ name, email, phone, institutionName: chosen.name, ...draftContext }), {
      shouldValidate: true,
    });
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((input) => {
        setOutcome(null);
        send.mutate(input);
      })}
    >
      <Field label="Nombre completo" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <Field label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Teléfono"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <div className="grid gap-1.5">
        <SelectField label="Institución" error={errors.institutionId?.message} {...form.register('institutionId')}>
          <option value="">Selecciona una institución…</option>
          {kinds.map(([kind, label]) => (
            <optgroup key={kind} label={label}>
              {institutions
                .filter((institution) => institution.kind === kind)
                .map((institution) => (
                  <option key={institution.id} value={institution.id}>
                    {institution.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        {chosen && <p className="text-xs text-slate-600">{howTheyAnswer[chosen.contactMethod]}</p>}
      </div>
      <Button type="button" variant="secondary" onClick={draft}>
        <Sparkles className="size-4" aria-hidden="true" /> Redactar mensaje
      </Button>
      <TextareaField label="Mensaje" className="min-h-72" error={errors.message?.message} {...form.register('message')} />
      <Button type="submit" disabled={send.isPending}>
        <Send className="size-4" aria-hidden="true" /> {send.isPending ? 'Enviando...' : 'Enviar mensaje'}
      </Button>
      {outcome && <ContactOutcome outcome={outcome} message={form.getValues('message')} />}
    </form>
  );
}
