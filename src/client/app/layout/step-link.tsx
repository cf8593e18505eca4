import { Check } from 'lucide-react';
import { Link } from 'wouter';
import { stepState, type StepState } from '../steps';

const linkClass: Record<StepState, string> = {
  completed: 'text-emerald-800 hover:bg-emerald-50',
  current: 'bg-blue-700 text-white',
  upcoming: 'text-slate-600 hover:bg-slate-100',
};

const badgeClass: Record<StepState, string> = {
  completed: 'bg-emerald-700 text-white',
  current: 'bg-white text-blue-800',
  upcoming: 'bg-slate-200 text-slate-700',
};

/** One journey step: completed (check), current (highlighted, aria-current) or upcoming (greyed). */
export function StepLink({
  step,
  label,
  href,
  location,
  className,
  onClick,
}: {
  step: number;
  label: string;
  href: string;
  location: string;
  className: string;
  onClick?: () => void;
}) {
  const state = stepState(step, location);
  return (
    <Link
      href={href}
      onClick={onClick}
      aria-current={state === 'current' ? 'page' : undefined}
      className={`flex items-center text-sm font-medium ${className} ${linkClass[state]}`}
    >
      <span
        className={`flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${badgeClass[state]}`}
        aria-hidden="true"
      >
        {state === 'completed' ? <Check className="size-3.5" /> : step}
      </span>
      {label}
    </Link>
  );
}
