import { BookOpen, Calculator, ClipboardCheck, FileText, Landmark, Scale, Search, type LucideIcon } from 'lucide-react';
import type { DashboardStepId, DashboardStepStatus } from '../../../shared/domain/dashboard-steps';
import { dashboardStepOrder } from '../../../shared/domain/dashboard-steps';
import { screens } from '../../../shared/screens';
import { LinkButton } from '../../components/ui/link-button';

const steps: Record<DashboardStepId, { title: string; description: string; href: string; Icon: LucideIcon }> = {
  eligibility: {
    title: 'Verificar Eligibilidad',
    description: 'Confirma si cumples con los requisitos del programa.',
    href: screens.eligibility,
    Icon: ClipboardCheck,
  },
  calculator: {
    title: 'Calculadora de Presupuesto',
    description: 'Calcula tu hipoteca, tu subsidio y tu presupuesto total.',
    href: screens.calculator,
    Icon: Calculator,
  },
  properties: {
    title: 'Explorar Propiedades',
    description: 'Guarda en tu plan las propiedades que te interesan.',
    href: screens.properties,
    Icon: Search,
  },
  comparison: {
    title: 'Comparar Opciones',
    description: 'Elige entre casa existente, solar con construcción o remodelación.',
    href: screens.comparison,
    Icon: Scale,
  },
  prequalification: {
    title: 'Precualificación Bancaria',
    description: 'Envía tu carta a las instituciones y sigue tu progreso con cada una.',
    href: screens.bankContact,
    Icon: Landmark,
  },
  documents: {
    title: 'Documentos',
    description: 'Prepara la lista personalizada de documentos que necesitas.',
    href: screens.documents,
    Icon: FileText,
  },
  guide: {
    title: 'Guía del Proceso',
    description: 'Conoce cada paso, de la precualificación al cierre.',
    href: screens.guide,
    Icon: BookOpen,
  },
};

const badges: Record<DashboardStepStatus, { text: string; className: string }> = {
  completed: { text: 'Completado', className: 'bg-emerald-100 text-emerald-900' },
  current: { text: 'En Progreso', className: 'bg-blue-100 text-blue-900' },
  pending: { text: 'Pendiente', className: 'bg-slate-100 text-slate-700' },
};

/** docs/product/screens.md: seven step cards; the button reads "Revisar" once a step is completed, otherwise "Continuar". */
export function StepCards({ statuses }: { statuses: Record<DashboardStepId, DashboardStepStatus> }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2" aria-label="Pasos de tu proceso">
      {dashboardStepOrder.map((id, index) => {
        const { title, description, href, Icon } = steps[id];
        const status = statuses[id];
        return (
          <li
            key={id}
            aria-label={`Paso ${index + 1}: ${title}`}
            className={`flex flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm ${status === 'current' ? 'border-blue-400 ring-1 ring-blue-200' : 'border-slate-200'}`}
          >
            <div className="flex items-start justify-between gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-800" aria-hidden="true">
                <Icon className="size-5" />
              </span>
              <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${badges[status].className}`}>{badges[status].text}</span>
            </div>
            <div className="grid gap-1">
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="text-sm text-slate-600">{description}</p>
            </div>
            <LinkButton href={href} variant={status === 'current' ? 'primary' : 'secondary'} className="mt-auto w-full">
              {status === 'completed' ? 'Revisar' : 'Continuar'}
            </LinkButton>
          </li>
        );
      })}
    </ol>
  );
}
