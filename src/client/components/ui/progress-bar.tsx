import { Progress } from 'radix-ui';

const tones = { blue: 'bg-blue-700', green: 'bg-emerald-600' } as const;

/** Radix Progress (role progressbar with its values) drawn as a rounded bar. */
export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone = 'blue',
  className,
}: {
  value: number;
  max?: number;
  label: string;
  valueText?: string;
  tone?: keyof typeof tones;
  className?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <Progress.Root
      value={value}
      max={max}
      aria-label={label}
      getValueLabel={valueText ? () => valueText : undefined}
      className={`relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200 ${className ?? ''}`}
    >
      <Progress.Indicator className={`h-full rounded-full transition-[width] ${tones[tone]}`} style={{ width: `${percent}%` }} />
    </Progress.Root>
  );
}
