import { useId } from 'react';
import './progress-bar.css';

/** A labelled bar with its percentage in words, announced politely as it moves. */
export function ProgressBar({ label, percent }: { label: string; percent: number }) {
  const labelId = useId();
  return (
    <div className="progress-bar">
      <div className="progress-bar__label">
        <span id={labelId}>{label}</span>
        <span aria-live="polite">{percent}%</span>
      </div>
      <progress aria-labelledby={labelId} max={100} value={percent} />
    </div>
  );
}
