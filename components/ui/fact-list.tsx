import type { ReactNode } from "react";

/** One line of a FactList: what it is, and what it says. */
export type Fact = { label: string; value: ReactNode };

/** Facts as label and value pairs in the site's parameter list (`dl.params`), named by `label` for screen readers. */
export function FactList({ facts, label }: { facts: Fact[]; label?: string }) {
  return (
    <dl className="params" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
