import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { propertyTypeLabels, propertyTypes } from '../../../shared/choices';
import { municipalities } from '../../../shared/municipalities';
import {
  floodZoneLabels,
  floodZones,
  listingLimits,
  propertyRuleAnswers,
  propertyRuleLabels,
  type ListingFields,
} from '../../../shared/schemas/listings';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { controlBorder, FieldFrame, type ControlProps } from '../../components/ui/field-frame';
import { FormError } from '../../components/ui/form-error';
import { RadioGroupField } from '../../components/ui/radio-group-field';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { ApiError } from '../../lib/api';
import { emptyListingForm, formFieldOf, listingFormResolver, type ListingFormValues } from './form-values';

interface Props {
  defaultValues?: ListingFormValues;
  submitLabel: string;
  /** Resolves when stored; a refusal's issues land under their fields and what was typed stays. */
  submit: (fields: ListingFields) => Promise<unknown>;
}

/**
 * docs/product/listings.md#fields: "Nueva propiedad" and the edit form. The price is typed in dollars after a "$" and
 * sent in cents; numbers open the phone's number pad; each Spanish error sits under its field.
 */
export function ListingForm({ defaultValues = emptyListingForm, submitLabel, submit }: Props) {
  const form = useForm<ListingFormValues, unknown, ListingFields>({ resolver: listingFormResolver, defaultValues });
  const [failure, setFailure] = useState<unknown>(null);
  const errors = form.formState.errors;
  const pending = form.formState.isSubmitting;

  const onValid = async (fields: ListingFields) => {
    setFailure(null);
    try {
      await submit(fields);
    } catch (error) {
      const issues = error instanceof ApiError && error.status === 400 ? error.issues : [];
      let placed = false;
      for (const issue of issues) {
        const field = formFieldOf(issue.path[0]);
        if (field) {
          form.setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
          placed = true;
        }
      }
      if (!placed) setFailure(error);
    }
  };

  const numeric = { inputMode: 'numeric' as const, autoComplete: 'off' };
  return (
    <form noValidate className="grid gap-5" aria-label="Datos de la propiedad" onSubmit={form.handleSubmit(onValid)}>
      <fieldset disabled={pending} className="grid min-w-0 gap-5">
        <legend className="sr-only">Datos de la propiedad</legend>
        <Field label="Título" maxLength={listingLimits.titleMax} error={errors.title?.message} {...form.register('title')} />
        <TextareaField
          label="Descripción"
          rows={5}
          maxLength={listingLimits.descriptionMax}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FieldFrame label="Precio (dólares)" error={errors.price?.message} hint="Por ejemplo 185000 o 185,000.">
            {(control) => (
              <DollarInput control={control} error={errors.price?.message} registration={form.register('price')} className="relative" />
            )}
          </FieldFrame>
          <SelectField label="Tipo de propiedad" error={errors.type?.message} {...form.register('type')}>
            <option value="">Elige el tipo</option>
            {propertyTypes.map((type) => (
              <option key={type} value={type}>
                {propertyTypeLabels[type]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Municipio" error={errors.municipality?.message} {...form.register('municipality')}>
            <option value="">Elige el municipio</option>
            {municipalities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <Field
            label="Barrio (opcional)"
            maxLength={listingLimits.barrioMax}
            error={errors.barrio?.message}
            {...form.register('barrio')}
          />
        </div>
        <Field
          label="Dirección (opcional)"
          maxLength={listingLimits.addressMax}
          hint="Los compradores la ven solo después de pulsar «Me interesa» en la propiedad."
          error={errors.addressLine?.message}
          {...form.register('addressLine')}
        />
        <fieldset className="grid min-w-0 gap-3">
          <legend className="text-sm font-semibold text-slate-900">Tamaño y detalles</legend>
          <p className="-mt-1 text-xs text-slate-600">
            Solo el tamaño es obligatorio: deja vacío lo que no aplique (por ejemplo, los cuartos de un solar).
          </p>
          <div className="grid grid-cols-2 items-start gap-5 lg:grid-cols-3">
            <Field label="Tamaño (m²)" {...numeric} error={errors.sizeM2?.message} {...form.register('sizeM2')} />
            <Field label="Habitaciones" {...numeric} error={errors.bedrooms?.message} {...form.register('bedrooms')} />
            <Field label="Baños" {...numeric} error={errors.bathrooms?.message} {...form.register('bathrooms')} />
            <Field label="Solar (m²)" {...numeric} error={errors.lotSizeM2?.message} {...form.register('lotSizeM2')} />
            <Field label="Año de construcción" {...numeric} error={errors.yearBuilt?.message} {...form.register('yearBuilt')} />
          </div>
        </fieldset>
        <RadioGroupField
          legend="¿Está en zona inundable?"
          options={floodZones.map((zone) => ({ value: zone, label: floodZoneLabels[zone] }))}
          error={errors.floodZone?.message}
          registration={form.register('floodZone')}
          columns={1}
        />
        <fieldset className="grid min-w-0 gap-3">
          <legend className="text-sm font-semibold text-slate-900">Contribución y requisitos de Pronto pa' tu casa</legend>
          <p className="-mt-1 text-xs text-slate-600">
            Con la contribución del CRIM, el costo mensual que ven los compradores la usa en vez de un estimado. Los requisitos deciden si
            la propiedad es elegible para la asistencia; deja «No se sabe» si no lo sabes.
          </p>
          <FieldFrame
            label="Contribución anual (CRIM) (dólares, opcional)"
            error={errors.crimAnnualTax?.message}
            hint="La cantidad del año en el recibo del CRIM, por ejemplo 1,250. Vacía si no la sabes; 0 si está exonerada."
          >
            {(control) => (
              <DollarInput
                control={control}
                error={errors.crimAnnualTax?.message}
                registration={form.register('crimAnnualTax')}
                className="relative sm:max-w-xs"
              />
            )}
          </FieldFrame>
          <div className="grid items-start gap-5 lg:grid-cols-3">
            {(['construction', 'vacantAtClosing', 'urbanCentreCertified'] as const).map((rule) => (
              <RadioGroupField
                key={rule}
                legend={`${propertyRuleLabels[rule]}`}
                options={propertyRuleAnswers.map((answer) => ({ value: answer, label: floodZoneLabels[answer] }))}
                error={errors[rule]?.message}
                registration={form.register(rule)}
                columns={1}
              />
            ))}
          </div>
        </fieldset>
        <TextareaField
          label="Cómo comunicarse (opcional)"
          rows={2}
          maxLength={listingLimits.contactMethodMax}
          hint="Lo ven los compradores en las propiedades del programa, que no tienen «Me interesa»."
          error={errors.contactMethod?.message}
          {...form.register('contactMethod')}
        />
        <FormError error={failure} />
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-start">
          {pending ? 'Guardando...' : submitLabel}
        </Button>
      </fieldset>
    </form>
  );
}

/** An amount typed in dollars after a "$": the phone's decimal pad, the frame's id and error wiring. */
function DollarInput({
  control,
  error,
  registration,
  className,
}: {
  control: ControlProps;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  className: string;
}) {
  return (
    <div className={className}>
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-base text-slate-600" aria-hidden="true">
        $
      </span>
      <input
        {...control}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`h-11 w-full min-w-0 rounded-md border bg-white pl-7 pr-3 text-base text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:bg-slate-100 ${controlBorder(error)}`}
        {...registration}
      />
    </div>
  );
}
