/**
 * The arena's mark (three rising bars: tokens per second climbing) beside its name. The same
 * mark, in fixed colours, is the favicon (app/icon.svg, public/favicon.ico).
 */
export function Wordmark() {
  return (
    <>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="26" height="26">
        <rect width="32" height="32" rx="7" fill="var(--accent)" />
        <path d="M7 24h4v-6H7zm7 0h4V13h-4zm7 0h4V8h-4z" fill="var(--accent-text)" />
      </svg>
      <span>Inference Arena</span>
    </>
  );
}
