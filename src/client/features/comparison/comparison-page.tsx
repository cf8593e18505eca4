import { ArrowRight, Check } from 'lucide-react';
import { housingOptions } from '../../../shared/housing-options';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { HousingOptionFacts } from '../../components/housing-option-facts';
import { Button } from '../../components/ui/button';
import { LinkButton } from '../../components/ui/link-button';
import { useChooseHousingOption, usePlan } from '../../api/plan';

/** docs/product/screens.md#comparison (/comparison): the three options side by side; choosing one stores it on the plan. */
export default function ComparisonPage() {
  const plan = usePlan();
  const choose = useChooseHousingOption();
  const selected = plan.data?.selectedHousingOption ?? null;

  return (
    <Page
      title="Comparar Opciones"
      subtitle="Compara costos, tiempos y trámites de cada camino hacia tu primera vivienda y elige el que más te conviene."
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {housingOptions.map((option) => {
          const isSelected = option.id === selected;
          return (
            <li
              key={option.id}
              className={`flex flex-col overflow-hidden rounded-xl border bg-white shadow-sm ${isSelected ? 'border-emerald-600 ring-2 ring-emerald-600' : 'border-slate-200'}`}
            >
              <img src={option.imageUrl} alt="" width={400} height={260} className="aspect-[400/260] w-full bg-sky-50 object-cover" />
              <div className="flex flex-1 flex-col gap-4 p-5">
                <div>
                  <h2 className="text-xl font-bold text-slate-900">{option.title}</h2>
                  <p className="mt-1 text-sm text-slate-700">{option.description}</p>
                </div>
                <HousingOptionFacts option={option} costLabel="Costo total:" />
                <div>
                  <h3 className="text-sm font-semibold text-slate-900">Trámites requeridos</h3>
                  <ul className="mt-2 grid gap-1.5 text-sm text-slate-700">
                    {option.procedures.map((procedure) => (
                      <li key={procedure} className="flex items-start gap-2">
                        <Check className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                        {procedure}
                      </li>
                    ))}
                  </ul>
                </div>
                <Button
                  className="mt-auto w-full"
                  variant={isSelected ? 'success' : 'secondary'}
                  disabled={!plan.isSuccess}
                  onClick={() => !isSelected && choose.mutate(option.id)}
                >
                  {isSelected ? (
                    <>
                      <Check className="size-4" aria-hidden="true" /> Opción Seleccionada
                    </>
                  ) : (
                    `Elegir ${option.title}`
                  )}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 flex justify-end">
        <LinkButton href={screens.documents} className="w-full sm:w-auto">
          Continuar a Documentos <ArrowRight className="size-4" aria-hidden="true" />
        </LinkButton>
      </div>
    </Page>
  );
}
