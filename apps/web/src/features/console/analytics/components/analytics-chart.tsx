import { BarChart, LineChart } from 'chartist';
import { useEffect, useRef } from 'react';
import 'chartist/dist/index.css';
import '../../console-chart.css';
import './analytics-chart.css';

export interface AnalyticsChartProps {
  kind: 'bar' | 'line';
  labels: string[];
  values: number[];
  /** How an axis value reads (a count, a share, hours). */
  formatValue: (value: number) => string;
  /** The top of the value axis, when it has a natural one (1 for shares). */
  high?: number;
}

/** The room one label of the time axis takes; a long series labels every nth point so labels never overlap. */
const LABEL_WIDTH_PX = 64;

/** One figure over days or over an episode, drawn as SVG by Chartist; its table version lists the same numbers. */
export default function AnalyticsChart({ kind, labels, values, formatValue, high }: AnalyticsChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const options = {
      height: 240,
      low: 0,
      high,
      axisX: {
        showGrid: false,
        // Read at each drawing, so a resized chart labels as many points as its new width holds.
        labelInterpolationFnc: (value: string | number, index: number) => {
          const room = Math.max(2, Math.floor((container.current?.clientWidth ?? 0) / LABEL_WIDTH_PX));
          return index % Math.ceil(labels.length / room) === 0 ? value : null;
        },
      },
      axisY: {
        offset: 64,
        scaleMinSpace: 28,
        labelInterpolationFnc: (value: string | number) => formatValue(Number(value)),
      },
      chartPadding: { top: 16, right: 16, bottom: 0, left: 8 },
    };
    const data = { labels, series: [values] };
    const chart =
      kind === 'bar'
        ? new BarChart(container.current, data, options)
        : new LineChart(container.current, data, { ...options, showArea: true, showPoint: false });
    return () => void chart.detach();
  }, [kind, labels, values, formatValue, high]);

  return <div ref={container} className="console-chart analytics-chart" aria-hidden="true" />;
}
