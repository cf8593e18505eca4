import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { variantCopy, type LeadVariant } from '../../../shared/domain/lead-variant';
import { targetPriceCopy } from '../../../shared/domain/target-price';
import { filterMobileInput, mobilePhoneMaxLength } from '../../../shared/domain/mobile-phone';
import { leadFormSchema, type LeadForm as LeadFormValues } from '../../../shared/schemas/leads';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { variantButton } from './variant-button';
import { MunicipioField } from './municipio-field';

export interface LeadPrefill {
  nombre?: string;
  correo?: string;
  movil?: string;
}

interface LeadFormProps {
  variant: LeadVariant;
  prefill?: LeadPrefill;
  submitting: boolean;
  onSubmit: (values: LeadFormValues) => void;
  onCancel: () => void;
}

/** docs/product/validation.md#lead-capture-dialog: validated on submit, then again on every change; inputs and Cancel locked while sending. */
export function LeadForm({ variant, prefill, submitting, onSubmit, onCancel }: LeadFormProps) {
  const form = useForm<z.input<typeof leadFormSchema>, unknown, LeadFormValues>({
    resolver: zodResolver(leadFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      nombre: prefill?.nombre ?? '',
      correo: prefill?.correo ?? '',
      movil: filterMobileInput(prefill?.movil ?? ''),
      precioMeta: '',
    },
  });
  const { errors } = form.formState;
  // Registered in screen order, so an invalid submit focuses the first field with an error.
  const nombre = form.register('nombre');
  const correo = form.register('correo');
  const movil = form.register('movil');
  const municipio = form.register('municipio');
  const precioMeta = form.register('precioMeta');
  const copy = variantCopy[variant];

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={form.handleSubmit((values) => {
        if (!submitting) onSubmit(values);
      })}
    >
      {/* A disabled fieldset locks every input at once while the lead is being sent. */}
      <fieldset disabled={submitting} className="grid min-w-0 gap-4">
        <Field label="Nombre completo" autoComplete="name" error={errors.nombre?.message} {...nombre} />
        <Field label="Correo electrónico" type="email" inputMode="email" autoComplete="email" error={errors.correo?.message} {...correo} />
        <Field
          label="Teléfono móvil"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={mobilePhoneMaxLength}
          hint="10 dígitos, por ejemplo (787) 555-0123"
          error={errors.movil?.message}
          {...movil}
          onChange={(event) => {
            event.target.value = filterMobileInput(event.target.value);
            return movil.onChange(event);
          }}
        />
        <MunicipioField error={errors.municipio?.message} {...municipio} />
        <Field
          label="Precio objetivo de la vivienda"
          placeholder="$185,000"
          maxLength={40}
          hint={targetPriceCopy.hint}
          error={errors.precioMeta?.message}
          {...precioMeta}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" disabled={submitting} onClick={onCancel}>
          Cancelar
        </Button>
        {/* aria-disabled rather than disabled: the button keeps its colour and its focus while it shows the loading text. */}
        <Button type="submit" variant={variantButton[variant]} aria-disabled={submitting || undefined}>
          {submitting && <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />}
          {submitting ? copy.loading : copy.primary}
        </Button>
      </div>
    </form>
  );
}
