import { Check } from 'lucide-react';
import type { StepState } from '../steps';

export const stepLinkClass: Record<StepState, string> = {
  completed: 'text-emerald-800 hover:bg-emerald-50',
  current: 'bg-blue-700 text-white',
  upcoming: 'text-slate-600 hover:bg-slate-100',
};

const badgeClass: Record<StepState, string> = {
  completed: 'bg-emerald-700 text-white',
  current: 'bg-white text-blue-800',
  upcoming: 'bg-slate-200 text-slate-700',
};

export function StepBadge({ step, state }: { step: number; state: StepState }) {
  return (
    <span className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${badgeClass[state]}`} aria-hidden="true">
      {state === 'completed' ? <Check className="size-3.5" /> : step}
    </span>
  );
}

