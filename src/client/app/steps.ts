import { screens } from '../../shared/screens';

/** docs/product/screens.md top navigation: step number, label, route. The desktop bar shows the first six. */
export const journeySteps = [
  { step: 0, label: 'Inicio', href: screens.home },
  { step: 1, label: 'Dashboard', href: screens.dashboard },
  { step: 2, label: 'Verificar Eligibilidad', href: screens.eligibility },
  { step: 3, label: 'Calculadora', href: screens.calculator },
  { step: 4, label: 'Comparar Opciones', href: screens.comparison },
  { step: 5, label: 'Explorar Propiedades', href: screens.properties },
  { step: 6, label: 'Documentos', href: screens.documents },
  { step: 7, label: 'Guía', href: screens.guide },
] as const;

export const desktopStepCount = 6;

export type StepState = 'completed' | 'current' | 'upcoming';

/** Steps before the current route's step are completed, the current one highlighted, later ones greyed. */
export function stepState(step: number, currentPath: string): StepState {
  // A step's own pages count as the step: /properties/<id> is "Explorar Propiedades".
  const current =
    journeySteps.find((s) => s.href === currentPath || (s.href !== screens.home && currentPath.startsWith(`${s.href}/`)))?.step ?? -1;
  if (current < 0) return 'upcoming';
  if (step < current) return 'completed';
  return step === current ? 'current' : 'upcoming';
}
