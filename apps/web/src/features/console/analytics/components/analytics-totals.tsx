/** A section's headline figures, each under its name. */
export function AnalyticsTotals({ figures }: { figures: readonly { label: string; value: string }[] }) {
  return (
    <dl className="analytics__figures">
      {figures.map(({ label, value }) => (
        <div key={label} className="analytics__figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
