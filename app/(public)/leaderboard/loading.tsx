/** Shown while the page's data loads (this route never answers 404, so streaming is safe). */
export default function Loading() {
  return (
    <p className="muted" role="status" aria-live="polite">
      Loading…
    </p>
  );
}
