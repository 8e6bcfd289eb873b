import { useId } from 'react';

/** A labelled bar with its percentage in words, announced politely as it moves. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const labelId = useId();
  return (
    <div className="catalog__progress-bar">
      <div className="catalog__progress-label">
        <span id={labelId}>{label}</span>
        <span aria-live="polite">{percent}%</span>
      </div>
      <progress aria-labelledby={labelId} max={100} value={percent} />
    </div>
  );
}
