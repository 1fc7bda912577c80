import type { ReactNode } from "react";

/** A number and its unit, the unit smaller and muted; a value without a number (a dash) shows no unit. */
export function Quantity({ value, unit }: { value: ReactNode; unit?: string | null }) {
  const showUnit = unit && value !== null && value !== undefined && value !== "—";
  return (
    <>
      {value}
      {showUnit && <span className="unit">{unit}</span>}
    </>
  );
}

/** A headline figure: the value large, its unit muted beside it, what it is below. */
export function StatCard({ value, unit, label }: { value: ReactNode; unit?: string | null; label: ReactNode }) {
  return (
    <div className="stat">
      <div className="stat-value">
        <Quantity value={value} unit={unit} />
      </div>
      <div className="stat-label">{label}</div>
    </div>
  );
}

/** A row of stat cards that wraps to the screen's width. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="stats">{children}</div>;
}
