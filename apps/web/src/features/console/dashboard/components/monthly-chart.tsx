import { BarChart } from 'chartist';
import { useEffect, useRef } from 'react';
import 'chartist/dist/index.css';
import '../../console-chart.css';
import './monthly-chart.css';

export interface MonthlyChartProps {
  labels: string[];
  values: number[];
  /** How an axis value reads (money or a count). */
  formatValue: (value: number) => string;
}

/** Bars of one figure over the months, drawn as SVG by Chartist; the dashboard lists the same numbers as text. */
export default function MonthlyChart({ labels, values, formatValue }: MonthlyChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const chart = new BarChart(
      container.current,
      { labels, series: [values] },
      {
        height: 260,
        low: 0,
        axisX: { showGrid: false },
        axisY: {
          onlyInteger: true,
          offset: 72,
          labelInterpolationFnc: (value: string | number) => formatValue(Number(value)),
        },
        chartPadding: { top: 16, right: 8, bottom: 0, left: 8 },
      },
    );
    return () => void chart.detach();
  }, [labels, values, formatValue]);

  return <div ref={container} className="console-chart monthly-chart" aria-hidden="true" />;
}
