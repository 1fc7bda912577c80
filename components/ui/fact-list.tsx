import type { ReactNode } from "react";

/** One line of a FactList: what it is, and what it says; `wide` when the value needs a whole row (a list). */
export type Fact = { label: string; value: ReactNode; wide?: boolean };

/** Facts as label and value pairs in the site's parameter list (`dl.params`), named by `label` for screen readers. */
export function FactList({ facts, label }: { facts: Fact[]; label?: string }) {
  return (
    <dl className="params" aria-label={label}>
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? "wide" : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
