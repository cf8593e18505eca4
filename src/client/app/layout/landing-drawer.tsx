import { X } from 'lucide-react';
import { journeySteps } from '../steps';
import { landingDrawerId } from '../../landing-behaviour';
import { StepLink } from './step-link';

/**
 * The mobile drawer of the pre-rendered landing page (docs/decisions/0095-landing-without-the-app-shell.md): the
 * same content as MobileDrawer, as a native <dialog> the landing page's small script opens, so the page needs no
 * React for it. Rendered at build time only, at `/` (Inicio is the current step).
 */
export function LandingDrawer() {
  return (
    <dialog
      id={landingDrawerId}
      aria-labelledby={`${landingDrawerId}-titulo`}
      aria-describedby={`${landingDrawerId}-descripcion`}
      className="fixed inset-y-0 left-0 m-0 hidden h-full max-h-full w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-5 text-slate-900 shadow-xl open:flex backdrop:bg-slate-900/40"
    >
      <div className="flex items-center justify-between">
        <h2 id={`${landingDrawerId}-titulo`} className="text-lg font-bold text-slate-900">
          Tu camino a casa
        </h2>
        <button type="button" className="rounded-md p-2 hover:bg-slate-100" aria-label="Cerrar menú" data-cerrar="">
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p id={`${landingDrawerId}-descripcion`} className="sr-only">
        Los ocho pasos del proceso de compra de tu primera vivienda.
      </p>
      <nav aria-label="Pasos (móvil)">
        <ol className="grid gap-1">
          {journeySteps.map((item) => (
            <li key={item.href}>
              <StepLink {...item} location="/" className="gap-3 rounded-md px-3 py-2.5" />
            </li>
          ))}
        </ol>
      </nav>
    </dialog>
  );
}
