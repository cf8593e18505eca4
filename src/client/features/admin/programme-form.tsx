// The draft of a new version of one programme (the loan or the assistance): every parameter in its group, the loan's
// municipal tax table or the assistance's income table, the preview, and the publication (effective date, official
// source, note) behind a confirmation (docs/product/programme.md#programme-parameters-as-data). The shared schema judges the draft here and again on the
// server; its Spanish messages sit next to their fields, and what was typed stays after an error.
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { municipalities, type Municipality } from '../../../shared/municipalities';
import {
  assistanceParametersSchema,
  programmeParametersSchema,
  publishAssistanceSchema,
  publishProgrammeSchema,
  type ProgrammeKind,
  type ProgrammeSource,
  type PublishAssistance,
  type PublishProgramme,
} from '../../../shared/programme';
import { puertoRicoDate } from '../../../shared/time-zone';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { TextareaField } from '../../components/ui/textarea-field';
import { toast } from '../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../lib/api';
import { usePublishProgramme } from './api/programme';
import {
  changesBetween,
  formatEffectiveDate,
  formTextOf,
  groupsOf,
  newRateRow,
  parametersOf,
  ratesKey,
  stateLabels,
  unitOf,
  type AdminProgrammeOf,
  type FormText,
  type ParameterField,
  type ParameterGroup,
  type ParametersOf,
} from './programme-fields';
import { IncomeTable } from './programme-income-table';
import { ProgrammeSources, sourceRows, type SourceRow } from './programme-sources';
import { ProgrammePreview, type BothParameters } from './programme-preview';

/** Each programme's schemas: the client judges a draft with the server's own. */
const parametersSchemaOf = { loan: programmeParametersSchema, assistance: assistanceParametersSchema };
const publishSchemaOf = { loan: publishProgrammeSchema, assistance: publishAssistanceSchema };

interface Publication {
  effectiveFrom: string;
  sourceUrl: string;
  /** Which figures each link supports; carried over from the version in force. */
  sources: SourceRow[];
  note: string;
}

const publicationOf = (inForce: { sourceUrl: string; sources: ProgrammeSource[] }): Publication => ({
  effectiveFrom: puertoRicoDate(new Date()),
  sourceUrl: inForce.sourceUrl,
  sources: sourceRows(inForce.sources),
  note: '',
});

type Issue = { path: PropertyKey[]; message: string };

const inputModes = {
  dollars: 'numeric',
  optionalDollars: 'numeric',
  years: 'numeric',
  number: 'numeric',
  percent: 'decimal',
  url: 'url',
  text: 'text',
  optionalPercent: 'decimal',
  optionalUrl: 'url',
  // A date field brings the phone's own date picker.
  optionalDate: undefined,
} as const;

/** Where an issue of the schema (the client's or the server's) belongs: a field's key, or the rate of a row of the tax table. */
function placeIssues(issues: Issue[], form: FormText) {
  const errors: Record<string, string> = {};
  const rateErrors: Record<number, string> = {};
  let general: string | null = null;
  for (const issue of issues) {
    const path = issue.path[0] === 'parameters' ? issue.path.slice(1) : issue.path;
    const key = path.map(String).join('.');
    if (key.startsWith(`${ratesKey}.`)) {
      const row = form.rates.find((r) => r.municipality === key.slice(ratesKey.length + 1));
      if (row) rateErrors[row.id] ??= issue.message;
      else general ??= issue.message;
    } else if (key === '' || key === ratesKey) general ??= issue.message;
    else errors[key] ??= issue.message;
  }
  return { errors, rateErrors, general };
}

export function ProgrammeForm<K extends ProgrammeKind>({
  kind,
  programme,
  other,
}: {
  kind: K;
  programme: AdminProgrammeOf<K>;
  /** The other programme's version in force: the preview runs the sample buyer through both programmes. */
  other: BothParameters;
}) {
  const inForce = programme.current;
  const titleId = useId();
  const nextVersion = Math.max(...programme.versions.map((v) => v.version)) + 1;
  const [form, setForm] = useState<FormText>(() => formTextOf(kind, inForce.parameters));
  const [publication, setPublication] = useState<Publication>(() => publicationOf(inForce));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A row's municipality (blank, repeated) and its rate, apart. */
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [rateErrors, setRateErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PublishProgramme | PublishAssistance | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const publish = usePublishProgramme(kind);

  // The preview follows every keystroke; errors appear only when the operator asks to publish.
  const draft = useMemo(() => {
    const { draft: typed, rowErrors: rows } = parametersOf(kind, form);
    const parsed = parametersSchemaOf[kind].safeParse(typed);
    return parsed.success && Object.keys(rows).length === 0 ? (parsed.data as ParametersOf<K>) : null;
  }, [kind, form]);

  const setValue = (key: string, value: string) => setForm((previous) => ({ ...previous, values: { ...previous.values, [key]: value } }));

  const showErrors = (placed: ReturnType<typeof placeIssues>, rows: Record<number, string>) => {
    setErrors(placed.errors);
    setRowErrors(rows);
    setRateErrors(placed.rateErrors);
    setFormError(placed.general ?? 'Revisa los campos marcados.');
    // After React has drawn the messages: the first field in trouble gets the focus.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { draft: typed, rowErrors: rows } = parametersOf(kind, form);
    const parsed = publishSchemaOf[kind].safeParse({
      parameters: typed,
      ...publication,
      sources: publication.sources.map(({ id: _id, ...source }) => source),
    });
    if (!parsed.success || Object.keys(rows).length > 0) {
      showErrors(placeIssues(parsed.success ? [] : parsed.error.issues, form), rows);
      return;
    }
    setErrors({});
    setRowErrors({});
    setRateErrors({});
    setFormError(null);
    setConfirming(parsed.data);
  };

  const confirm = (body: PublishProgramme | PublishAssistance) =>
    publish.mutate(body, {
      onSuccess: (saved) => {
        setConfirming(null);
        const mine = saved[kind];
        const numbers = mine.versions.map((v) => v.version);
        const published = mine.versions.find((v) => v.version === Math.max(...numbers))!;
        toast({
          title: `Versión ${published.version} publicada`,
          description:
            mine.current.version === published.version
              ? 'Rige desde hoy para toda elegibilidad y todo cálculo nuevos; los resultados guardados conservan su versión.'
              : `Programada: rige desde el ${formatEffectiveDate(published.effectiveFrom)}.`,
          variant: 'success',
        });
        // The next draft starts again from the version in force.
        setForm(formTextOf(kind, mine.current.parameters));
        setPublication(publicationOf(mine.current));
      },
      onError: (error) => {
        setConfirming(null);
        const placed = placeIssues(error instanceof ApiError ? error.issues : [], form);
        showErrors({ ...placed, general: placed.general ?? errorMessage(error, 'No se pudo publicar la versión. Intenta de nuevo.') }, {});
      },
    });

  const renderField = (f: ParameterField) => {
    const value = form.values[f.key] ?? '';
    if (f.kind === 'yesNo' || f.kind === 'presence') {
      return (
        <div key={f.key} className="sm:col-span-2">
          <CheckboxField label={f.label} checked={value === 'true'} onChange={(event) => setValue(f.key, String(event.target.checked))} />
        </div>
      );
    }
    if (f.kind === 'state') {
      return (
        <SelectField
          key={f.key}
          label={f.label}
          value={value}
          error={errors[f.key]}
          onChange={(event) => setValue(f.key, event.target.value)}
        >
          {Object.entries(stateLabels).map(([state, label]) => (
            <option key={state} value={state}>
              {label}
            </option>
          ))}
        </SelectField>
      );
    }
    const input = (
      <Field
        label={`${f.label}${unitOf[f.kind]}`}
        type={f.kind === 'url' ? 'url' : f.kind === 'optionalDate' ? 'date' : 'text'}
        inputMode={inputModes[f.kind]}
        value={value}
        onChange={(event) => setValue(f.key, event.target.value)}
        error={errors[f.key]}
        hint={f.hint}
      />
    );
    // A link or a name is long: it takes the fieldset's whole width.
    return (
      <div key={f.key} className={f.kind === 'url' || f.kind === 'text' ? 'sm:col-span-2' : undefined}>
        {input}
      </div>
    );
  };

  const renderGroup = (group: ParameterGroup) => {
    if (group.layout === 'incomeTable') {
      // The switch that applies the limits, the rows (persons 1..8), then the rule above the last row.
      const [applies, ...limits] = group.fields;
      return (
        <fieldset key={group.legend} className="grid min-w-0 content-start gap-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 text-base font-semibold text-slate-900">{group.legend}</legend>
          {renderField(applies!)}
          {form.values[applies!.key] === 'true' ? (
            <IncomeTable
              rowKeys={limits.slice(0, -1).map((f) => f.key)}
              extraKey={limits.at(-1)!.key}
              values={form.values}
              errors={errors}
              onChange={setValue}
            />
          ) : (
            <p className="text-sm text-slate-800">Sin límite de ingreso: cualquier ingreso puede recibir la asistencia.</p>
          )}
        </fieldset>
      );
    }
    return (
      <fieldset key={group.legend} className="grid min-w-0 content-start gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-base font-semibold text-slate-900">{group.legend}</legend>
        {group.fields.map(renderField)}
      </fieldset>
    );
  };

  const changes = confirming ? changesBetween(kind, inForce.parameters, confirming.parameters) : [];
  const name = inForce.parameters.name;

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-6">
      <Card as="section" aria-labelledby={`${titleId}-form`}>
        <h2 id={`${titleId}-form`} className="text-lg font-semibold text-slate-900">
          Nueva versión
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Parte de la versión vigente ({inForce.version}). Nada cambia hasta que publiques; una versión publicada no se edita. Los
          porcentajes van en por ciento (5 es 5 %) y los dólares en números enteros.
        </p>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {groupsOf[kind].map(renderGroup)}
          {kind === 'loan' && (
            <fieldset className="grid min-w-0 content-start gap-3 rounded-lg border border-slate-200 p-4 lg:col-span-2">
              <legend className="px-1 text-base font-semibold text-slate-900">Tasas del CRIM por municipio</legend>
              <p className="text-sm text-slate-700">
                Solo los municipios cuya tasa difiere de la predeterminada. En por ciento: 9.03 es 9.03 %.
              </p>
              {form.rates.length === 0 ? (
                <p className="text-sm text-slate-800">Ninguno: todos usan la tasa predeterminada.</p>
              ) : (
                <ul className="grid gap-3">
                  {form.rates.map((row, index) => (
                    <li
                      key={row.id}
                      className="grid gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start"
                    >
                      <SelectField
                        label={`Municipio ${index + 1}`}
                        value={row.municipality}
                        error={rowErrors[row.id]}
                        onChange={(event) =>
                          setForm({
                            ...form,
                            rates: form.rates.map((r) =>
                              r.id === row.id ? { ...r, municipality: event.target.value as Municipality | '' } : r,
                            ),
                          })
                        }
                      >
                        <option value="">Selecciona un municipio</option>
                        {municipalities.map((municipality) => (
                          <option key={municipality} value={municipality}>
                            {municipality}
                          </option>
                        ))}
                      </SelectField>
                      <Field
                        label={`Tasa ${index + 1} (%)`}
                        inputMode="decimal"
                        value={row.rate}
                        error={rateErrors[row.id]}
                        onChange={(event) =>
                          setForm({ ...form, rates: form.rates.map((r) => (r.id === row.id ? { ...r, rate: event.target.value } : r)) })
                        }
                      />
                      <Button
                        type="button"
                        variant="secondary"
                        className="sm:mt-7"
                        onClick={() => setForm({ ...form, rates: form.rates.filter((r) => r.id !== row.id) })}
                      >
                        Quitar<span className="sr-only"> el municipio {index + 1}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
              <div>
                <Button type="button" variant="secondary" onClick={() => setForm({ ...form, rates: [...form.rates, newRateRow()] })}>
                  Añadir municipio
                </Button>
              </div>
            </fieldset>
          )}
        </div>
      </Card>

      <ProgrammePreview
        kind={kind}
        current={{ ...other, [kind]: inForce.parameters }}
        currentVersion={inForce.version}
        draft={draft && { ...other, [kind]: draft }}
      />

      <Card as="section" aria-labelledby={`${titleId}-publication`}>
        <h2 id={`${titleId}-publication`} className="text-lg font-semibold text-slate-900">
          Publicación
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Field
            label="En vigor desde"
            type="date"
            value={publication.effectiveFrom}
            onChange={(event) => setPublication({ ...publication, effectiveFrom: event.target.value })}
            error={errors.effectiveFrom}
            hint="Hoy o una fecha futura (hora de Puerto Rico). Una fecha futura programa la versión."
          />
          <Field
            label="Fuente oficial (enlace)"
            type="url"
            inputMode="url"
            value={publication.sourceUrl}
            onChange={(event) => setPublication({ ...publication, sourceUrl: event.target.value })}
            error={errors.sourceUrl}
          />
          <div className="md:col-span-2">
            <ProgrammeSources
              rows={publication.sources}
              errors={errors}
              onChange={(sources) => setPublication({ ...publication, sources })}
            />
          </div>
          <div className="md:col-span-2">
            <TextareaField
              label="Nota"
              value={publication.note}
              onChange={(event) => setPublication({ ...publication, note: event.target.value })}
              error={errors.note}
              hint="Qué cambia y por qué; se muestra en el historial."
            />
          </div>
        </div>
        <div className="mt-4 grid gap-3">
          <FormError error={formError} />
          <div>
            <Button type="submit" disabled={publish.isPending}>
              Publicar versión
            </Button>
          </div>
        </div>
      </Card>

      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && !publish.isPending && setConfirming(null)}
        title={`¿Publicar la versión ${nextVersion} de ${name}?`}
        description={
          confirming
            ? confirming.effectiveFrom === puertoRicoDate(new Date())
              ? 'Rige desde hoy para toda elegibilidad y todo cálculo nuevos. Los resultados guardados conservan su versión.'
              : `Rige desde el ${formatEffectiveDate(confirming.effectiveFrom)}. Hasta entonces sigue la versión ${inForce.version}.`
            : ''
        }
      >
        {changes.length === 0 ? (
          <p className="text-sm text-slate-800">Las cifras son las mismas de la versión vigente.</p>
        ) : (
          <div className="text-sm">
            <p className="font-medium text-slate-800">Cambios respecto a la versión {inForce.version}:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-900">
              {changes.map((change) => (
                <li key={change.label}>
                  {change.label}: {change.from} → {change.to}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => setConfirming(null)} disabled={publish.isPending}>
            Cancelar
          </Button>
          <Button type="button" onClick={() => confirming && confirm(confirming)} disabled={publish.isPending}>
            {publish.isPending ? 'Publicando...' : 'Confirmar y publicar'}
          </Button>
        </div>
      </Modal>
    </form>
  );
}
