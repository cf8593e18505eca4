// The balance and the interest paid over the loan's term, drawn with uPlot on a canvas
// (docs/decisions/0100-amortization-chart-with-uplot.md). Loaded on its own (React.lazy), so uPlot stays out of the
// main bundle. The canvas is hidden from assistive technology: the yearly table beside it holds the same figures.
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Amortization } from '../../../shared/schemas/calculator';
import { formatUsd } from '../../lib/format';

const colors = { balance: '#1d4ed8', interest: '#b45309', baseline: '#64748b', axis: '#475569', grid: '#e2e8f0' };

/** "$250k", "$1.2M": axis labels that fit a phone. */
function shortUsd(value: number): string {
  if (Math.abs(value) >= 1_000_000) return `$${(value / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (Math.abs(value) >= 1_000) return `$${Math.round(value / 1_000)}k`;
  return `$${value}`;
}

/** x in years (month ÷ 12) from month 0, when nothing is paid yet; a schedule shorter than the x axis ends in nulls. */
function chartData(schedule: Amortization, baseline: Amortization | null): uPlot.AlignedData {
  const months = Math.max(schedule.months.length, baseline?.months.length ?? 0);
  const x = Array.from({ length: months + 1 }, (_, month) => month / 12);
  const balance: Array<number | null> = [schedule.loanAmount];
  const interest: Array<number | null> = [0];
  let paid = 0;
  for (const month of schedule.months) {
    paid += month.interest;
    balance.push(month.balance);
    interest.push(Math.round(paid * 100) / 100);
  }
  while (balance.length < x.length) {
    balance.push(null);
    interest.push(null);
  }
  const series: uPlot.AlignedData = [x, balance, interest];
  if (baseline) series.push([baseline.loanAmount, ...baseline.months.map((month) => month.balance)]);
  return series;
}

function lastValue(values: ArrayLike<number | null | undefined>): number | null {
  for (let index = values.length - 1; index >= 0; index--) {
    const value = values[index];
    if (value !== null && value !== undefined) return value;
  }
  return null;
}

function options(width: number, withBaseline: boolean): uPlot.Options {
  // Away from the cursor (and before any touch), the legend reads the end of each line: what is left and what was paid.
  const money = (chart: uPlot, value: number | null, seriesIndex: number, index: number | null) => {
    const shown = index === null ? lastValue(chart.data[seriesIndex]!) : value;
    return shown === null || shown === undefined ? '—' : formatUsd(shown);
  };
  const axis: uPlot.Axis = {
    stroke: colors.axis,
    font: '12px system-ui, sans-serif',
    grid: { stroke: colors.grid, width: 1 },
    ticks: { stroke: colors.grid, width: 1 },
  };
  return {
    width,
    height: width < 480 ? 240 : 300,
    // No zooming by drag: on a phone a drag scrolls the page.
    cursor: { drag: { x: false, y: false }, points: { size: 8 } },
    scales: { x: { time: false } },
    legend: { live: true },
    series: [
      { label: 'Mes', value: (_, value, _series, index) => (index === null || value === null ? 'al final' : `${Math.round(value * 12)}`) },
      { label: 'Saldo', stroke: colors.balance, width: 2, fill: 'rgba(29, 78, 216, 0.08)', value: money },
      { label: 'Intereses pagados', stroke: colors.interest, width: 2, value: money },
      ...(withBaseline ? [{ label: 'Saldo sin pago adicional', stroke: colors.baseline, width: 1.5, dash: [6, 4], value: money }] : []),
    ],
    axes: [
      {
        ...axis,
        label: 'Años',
        labelSize: 20,
        labelFont: '12px system-ui, sans-serif',
        values: (_, ticks) => ticks.map((tick) => `${tick}`),
      },
      { ...axis, size: 56, values: (_, ticks) => ticks.map(shortUsd) },
    ],
  };
}

export default function AmortizationChart({ schedule, baseline }: { schedule: Amortization; baseline: Amortization | null }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const withBaseline = baseline !== null;

  // One chart per shape (with or without the baseline); new figures only replace its data.
  useEffect(() => {
    const element = container.current!;
    const plot = new uPlot(options(element.clientWidth, withBaseline), [[]], element);
    chart.current = plot;
    const resize = new ResizeObserver(() => {
      const width = element.clientWidth;
      if (width > 0 && width !== plot.width) plot.setSize({ width, height: width < 480 ? 240 : 300 });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
      chart.current = null;
    };
  }, [withBaseline]);

  useEffect(() => {
    chart.current?.setData(chartData(schedule, baseline));
  }, [schedule, baseline, withBaseline]);

  return <div ref={container} aria-hidden="true" className="w-full min-w-0" />;
}
