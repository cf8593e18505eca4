import { Slider } from 'radix-ui';
import { priceSlider } from '../../../shared/domain/property-filter';
import { formatUsd } from '../../lib/format';

const thumbs = ['Precio mínimo', 'Precio máximo'] as const;

/** The top end means no upper bound: a listing above it is still shown with the full range. */
const priceText = (dollars: number) => (dollars >= priceSlider.max ? `${formatUsd(dollars)} o más` : formatUsd(dollars));

/**
 * docs/product/validation.md and constants.md: two thumbs, 50,000–330,000 in 5,000 steps; Radix moves 10 steps on Page
 * Up/Down and 1 on arrows. `onChange` follows the thumb; `onCommit` fires when it is let go (or on each key press), so
 * the list is asked for once per move, not once per step dragged past.
 */
export function PriceRangeSlider({
  value,
  onChange,
  onCommit,
}: {
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  onCommit: (value: [number, number]) => void;
}) {
  const pair = ([min, max]: number[]): [number, number] => [min ?? priceSlider.min, max ?? priceSlider.max];
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-800">Rango de precio</legend>
      <p className="text-sm font-semibold text-blue-800" aria-hidden="true">
        {formatUsd(value[0])} – {priceText(value[1])}
      </p>
      <Slider.Root
        className="relative flex h-6 w-full touch-none select-none items-center"
        min={priceSlider.min}
        max={priceSlider.max}
        step={priceSlider.step}
        minStepsBetweenThumbs={0}
        value={[...value]}
        onValueChange={(next) => onChange(pair(next))}
        onValueCommit={(next) => onCommit(pair(next))}
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-blue-700" />
        </Slider.Track>
        {thumbs.map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={priceText(value[index]!)}
            className="block size-6 rounded-full border-2 border-blue-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          />
        ))}
      </Slider.Root>
    </fieldset>
  );
}
