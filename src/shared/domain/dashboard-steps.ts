// docs/product/data.md#dashboard-step-status: each of the seven step cards is completed, current or pending.

export type DashboardStepId = 'eligibility' | 'calculator' | 'properties' | 'comparison' | 'prequalification' | 'documents' | 'guide';
export type DashboardStepStatus = 'completed' | 'current' | 'pending';

export interface JourneyState {
  eligibilityCompleted: boolean;
  calculatorCompleted: boolean;
  preQualificationCompleted: boolean;
  documentsCompleted: boolean;
  guideCompleted: boolean;
  hasSavedProperties: boolean;
  hasSelectedHousingOption: boolean;
}

export const dashboardStepOrder: DashboardStepId[] = [
  'eligibility',
  'calculator',
  'properties',
  'comparison',
  'prequalification',
  'documents',
  'guide',
];

const status = (completed: boolean, current: boolean): DashboardStepStatus => (completed ? 'completed' : current ? 'current' : 'pending');

export function dashboardStepStatuses(state: JourneyState): Record<DashboardStepId, DashboardStepStatus> {
  return {
    eligibility: status(state.eligibilityCompleted, true),
    calculator: status(state.calculatorCompleted, state.eligibilityCompleted),
    properties: status(state.hasSavedProperties, state.calculatorCompleted),
    comparison: status(state.hasSelectedHousingOption, state.hasSavedProperties),
    prequalification: status(state.preQualificationCompleted, state.hasSavedProperties),
    documents: status(state.documentsCompleted, state.preQualificationCompleted),
    guide: status(state.guideCompleted, state.documentsCompleted),
  };
}

/** Overall progress = completed steps / 7, as a whole percentage. */
export function overallProgressPercent(statuses: Record<DashboardStepId, DashboardStepStatus>): number {
  const completed = dashboardStepOrder.filter((id) => statuses[id] === 'completed').length;
  return Math.round((completed / dashboardStepOrder.length) * 100);
}
