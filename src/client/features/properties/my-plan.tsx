import { ArrowRight, Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import { screens } from '../../../shared/screens';
import type { Property } from '../../../shared/schemas/properties';
import { LinkButton } from '../../components/ui/link-button';
import { formatCents } from '../../lib/format';

/** docs/product/screens.md: the "Mi Plan de Vivienda" list, the way on to the comparison once something is saved, and the tip. */
export function MyPlan({ saved }: { saved: Property[] }) {
  return (
    <div className="grid gap-4">
      <section aria-labelledby="mi-plan" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="mi-plan" className="text-lg font-bold text-slate-900">
          Mi Plan de Vivienda
        </h2>
        {saved.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Aún no has agregado propiedades a tu plan.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {saved.map((property) => (
              <li key={property.id} className="flex items-start justify-between gap-3 rounded-lg bg-slate-50 p-3 text-sm">
                <span>
                  <Link
                    href={screens.propertyDetail(property.id)}
                    className="block font-semibold text-slate-900 underline-offset-2 hover:underline"
                  >
                    {property.title}
                  </Link>
                  <span className="text-slate-700">{property.municipality}</span>
                </span>
                <span className="shrink-0 font-semibold text-blue-800">{formatCents(property.priceCents)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {saved.length > 0 && (
        <section aria-labelledby="siguiente-paso" className="rounded-xl border border-blue-200 bg-blue-50 p-5">
          <h2 id="siguiente-paso" className="font-bold text-blue-950">
            ¿Listo para decidir?
          </h2>
          <p className="mt-1 text-sm text-blue-950">
            Compara casa lista, solar con construcción y remodelación con tus propiedades en mente.
          </p>
          <LinkButton href={screens.comparison} className="mt-3 w-full">
            Continuar a Comparación <ArrowRight className="size-4" aria-hidden="true" />
          </LinkButton>
        </section>
      )}
      <aside className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950" aria-label="Consejo">
        <Lightbulb className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p>
          <strong>Consejo:</strong> guarda varias opciones en tu plan. Comparar precios, ubicaciones y tamaños te ayuda a negociar y a
          decidir con calma.
        </p>
      </aside>
    </div>
  );
}
