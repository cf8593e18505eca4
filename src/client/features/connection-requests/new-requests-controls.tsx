import { useId, useState, type FormEvent } from 'react';
import type { LeadControls } from '../../../shared/schemas/buyer-control';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/form-error';
import { SelectField } from '../../components/ui/select-field';
import { useSetLeadPause, useSetRequestLimit } from './api/lead-controls';
import { requestsSummary } from './buyer-control-view';

const defaultLimitValue = 'predeterminado';

/**
 * docs/product/buyer-control.md#a-cap-on-open-requests: how many institutions may wait on an answer at once (the buyer
 * may only lower it), and the pause. Neither touches requests already sent.
 */
export function NewRequestsControls({ controls }: { controls: LeadControls }) {
  const summary = requestsSummary(controls);
  const pause = useSetLeadPause();
  const pauseHintId = useId();

  return (
    <section aria-labelledby="solicitudes-nuevas" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5">
      <div className="grid gap-1">
        <h2 id="solicitudes-nuevas" className="text-xl font-bold text-slate-900">
          Solicitudes nuevas
        </h2>
        <p className="text-lg font-semibold text-slate-900">{summary.count}</p>
        <p className="text-sm text-slate-700">
          Una solicitud está abierta mientras espera tu respuesta. Al llegar a tu límite, ninguna otra institución puede enviarte una hasta
          que respondas.
        </p>
      </div>
      <p
        role="status"
        className={`rounded-md px-3 py-2 text-sm font-medium ring-1 ${summary.open ? 'bg-emerald-50 text-emerald-900 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
      >
        {summary.state}
      </p>
      <LimitForm key={controls.requestLimit ?? defaultLimitValue} controls={controls} />
      <div className="grid gap-2 border-t border-slate-200 pt-4">
        <p id={pauseHintId} className="text-sm text-slate-700">
          {controls.paused
            ? 'Mientras estén pausadas, las instituciones no pueden enviarte solicitudes nuevas. Las que ya te enviaron siguen aquí para que las respondas.'
            : 'Si pausas, las instituciones no podrán enviarte solicitudes nuevas. Las que ya te enviaron siguen aquí para que las respondas.'}
        </p>
        <Button
          type="button"
          variant={controls.paused ? 'primary' : 'secondary'}
          // Two lines on a phone: the button grows instead of squeezing them into its usual height.
          className="h-auto min-h-11 w-full py-2 sm:w-auto sm:justify-self-start"
          aria-describedby={pauseHintId}
          disabled={pause.isPending}
          onClick={() => pause.mutate(!controls.paused)}
        >
          {controls.paused ? 'Reanudar solicitudes' : 'No quiero más solicitudes por ahora'}
        </Button>
      </div>
    </section>
  );
}

/** The buyer's own limit: 1 up to the default, or the default itself. */
function LimitForm({ controls }: { controls: LeadControls }) {
  const [choice, setChoice] = useState(controls.requestLimit === null ? defaultLimitValue : String(controls.requestLimit));
  const save = useSetRequestLimit();
  const limits = Array.from({ length: controls.defaultRequestLimit }, (_, index) => index + 1);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice === defaultLimitValue ? null : Number(choice));
  };

  return (
    <form noValidate className="grid gap-3 sm:grid-cols-[minmax(0,20rem)_max-content] sm:justify-start sm:items-end" onSubmit={onSubmit}>
      <SelectField
        label="Máximo de solicitudes abiertas a la vez"
        value={choice}
        disabled={save.isPending}
        onChange={(event) => setChoice(event.target.value)}
      >
        <option value={defaultLimitValue}>Predeterminado ({controls.defaultRequestLimit})</option>
        {limits.map((limit) => (
          <option key={limit} value={limit}>
            {limit}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        {save.isPending ? 'Guardando...' : 'Guardar límite'}
      </Button>
      {save.isError && (
        <div className="sm:col-span-2">
          <FormError error={save.error} />
        </div>
      )}
    </form>
  );
}
