import { useQuery } from '@tanstack/react-query';
import { ArrowRight, BadgeDollarSign, Landmark, Percent, type LucideIcon } from 'lucide-react';
import { apiPaths } from '../../../shared/api-paths';
import { housingOptions } from '../../../shared/housing-options';
import { programmesQuery } from '../../api/programme';
import { HousingOptionFacts } from '../../components/housing-option-facts';
import { Loading } from '../../components/ui/loading';
import { audience, introduction, landingBenefits, type BenefitKind } from './benefits';
import { embeddedProgrammes } from './programme-data';

const icons: Record<BenefitKind, LucideIcon> = { subsidy: BadgeDollarSign, financing: Landmark, rate: Percent };

/**
 * Both programmes' versions in force. On the page the server rendered, the versions it rendered with, read from the
 * page at once (programme-data.ts), so hydration finds the same figures; they also seed useProgrammes() for the
 * screens after it. Reached from another screen, the app asks for them.
 */
function useLandingProgrammes() {
  const query = useQuery({ ...programmesQuery(), initialData: embeddedProgrammes });
  // As useProgrammes(): a failed load goes to the error boundary, not an endless "Loading...".
  if (query.error) throw query.error;
  return query.data;
}

/**
 * docs/product/screens.md#landing: the public landing page. The server renders it with both programmes' versions in force
 * (docs/product/programme.md#landing-and-texts), so it paints before any JavaScript runs.
 */
export function Landing() {
  const programmes = useLandingProgrammes();
  const title = <title>Casa Joven PR · Tu primera casa en Puerto Rico</title>;
  if (!programmes) {
    return (
      <>
        {title}
        <Loading />
      </>
    );
  }
  const p = programmes.loan.parameters;
  const a = programmes.assistance.parameters;
  return (
    <>
      {title}
      <section className="bg-gradient-to-br from-blue-800 via-blue-700 to-sky-600 text-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-sky-100">{audience(p)}</p>
            <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">Tu primera casa en Puerto Rico, paso a paso</h1>
            <p className="mt-4 max-w-xl text-lg text-blue-50">{introduction(p, a)}</p>
            <a
              href={apiPaths.login()}
              className="mt-8 inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 text-base font-bold text-blue-800 shadow-md hover:bg-blue-50"
            >
              Comenzar mi evaluación <ArrowRight className="size-5" aria-hidden="true" />
            </a>
          </div>
          <ul className="grid gap-4" aria-label="Beneficios de los programas">
            {landingBenefits(p, a).map(({ kind, title, text }) => {
              const Icon = icons[kind];
              return (
                <li key={kind} className="flex gap-4 rounded-xl bg-white/10 p-5 ring-1 ring-white/20">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-white text-blue-800" aria-hidden="true">
                    <Icon className="size-6" />
                  </span>
                  <div>
                    <h2 className="text-lg font-bold">{title}</h2>
                    <p className="mt-1 text-sm text-blue-50">{text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="opciones">
        <h2 id="opciones" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Tres caminos hacia tu hogar
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700">Elige la opción de vivienda que mejor se ajusta a tu presupuesto y a tus tiempos.</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {housingOptions.map((option) => (
            <li key={option.id} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <img src={option.imageUrl} alt="" width={400} height={260} className="aspect-[400/260] w-full bg-sky-50 object-cover" />
              <div className="p-5">
                <h3 className="text-lg font-bold text-slate-900">{option.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{option.description}</p>
                <div className="mt-4">
                  <HousingOptionFacts option={option} />
                </div>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 rounded-xl bg-amber-50 p-5 text-sm text-amber-950 ring-1 ring-amber-200">
          Tus datos personales no se comparten con ninguna institución financiera sin tu aprobación.
        </div>
      </section>
    </>
  );
}
