/** Shown while a public page's data loads. */
export default function Loading() {
  return (
    <p className="muted" role="status" aria-live="polite">
      Loading…
    </p>
  );
}
