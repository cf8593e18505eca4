import { Slider } from 'radix-ui';
import { priceSlider } from '../../../shared/domain/property-filter';
import { formatUsd } from '../../lib/format';

const thumbs = ['Precio mínimo', 'Precio máximo'] as const;

/** docs/product/validation.md and constants.md: two thumbs, 50,000–330,000 in 5,000 steps; Radix moves 10 steps on Page Up/Down and 1 on arrows. */
export function PriceRangeSlider({ value, onChange }: { value: readonly [number, number]; onChange: (value: [number, number]) => void }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="text-sm font-medium text-slate-800">Rango de precio</legend>
      <p className="text-sm font-semibold text-blue-800" aria-hidden="true">
        {formatUsd(value[0])} – {formatUsd(value[1])}
      </p>
      <Slider.Root
        className="relative flex h-6 w-full touch-none select-none items-center"
        min={priceSlider.min}
        max={priceSlider.max}
        step={priceSlider.step}
        minStepsBetweenThumbs={0}
        value={[...value]}
        onValueChange={([min, max]) => onChange([min ?? priceSlider.min, max ?? priceSlider.max])}
      >
        <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-blue-700" />
        </Slider.Track>
        {thumbs.map((label, index) => (
          <Slider.Thumb
            key={label}
            aria-label={label}
            aria-valuetext={formatUsd(value[index]!)}
            className="block size-6 rounded-full border-2 border-blue-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          />
        ))}
      </Slider.Root>
    </fieldset>
  );
}
