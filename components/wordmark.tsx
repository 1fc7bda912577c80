/** The podium's three blocks on the mark's 32-unit grid: second place, first (whole white), third. */
export const MARK_SIDE_BLOCKS = "M6 25v-8.5A1.5 1.5 0 0 1 7.5 15h4v10zm14.5 0v-6h4a1.5 1.5 0 0 1 1.5 1.5V25z";
export const MARK_FIRST_BLOCK = "M12.5 25V8.5A1.5 1.5 0 0 1 14 7h4a1.5 1.5 0 0 1 1.5 1.5V25z";
/** The mark's indigo, top left to bottom right, the same in light and dark. */
export const MARK_COLORS = ["#5266f0", "#2b36b3"] as const;

/**
 * The arena's mark (a podium: runs ranked against each other) beside its name. The same mark is the
 * favicon (app/icon.svg, public/favicon.ico) and the home-screen icon (app/apple-icon.tsx).
 */
export function Wordmark() {
  return (
    <>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="28" height="28">
        <defs>
          <linearGradient id="wordmark-fill" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={MARK_COLORS[0]} />
            <stop offset="1" stopColor={MARK_COLORS[1]} />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#wordmark-fill)" />
        <path d={MARK_SIDE_BLOCKS} fill="#fff" fillOpacity={0.72} />
        <path d={MARK_FIRST_BLOCK} fill="#fff" />
      </svg>
      <span>
        Inference <b>Arena</b>
      </span>
    </>
  );
}
