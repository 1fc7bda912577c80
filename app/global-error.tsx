"use client";

import "./tokens.css";
import styles from "./global-error.module.css";

/** Last resort when the root layout itself fails. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className={styles.body}>
        <h1>Inference Arena is unavailable</h1>
        <p>The site could not be shown just now. Try again in a few seconds.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
