import type { ReactNode } from 'react';
import './facts.css';

/** A definition list of facts, each a `Fact`. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="facts">{children}</dl>;
}

/** One fact: its label and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
