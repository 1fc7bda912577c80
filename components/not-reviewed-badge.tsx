/**
 * Marks a run whose sanity check no admin has reviewed yet. Such runs are listed and ranked as
 * uploaded (an upload is visible at once); the mark says that no one has checked the answers yet.
 */
export function NotReviewedBadge() {
  return (
    <span className="badge warn" title="Output for the sanity check was stored but has not been reviewed yet.">
      Not reviewed yet
    </span>
  );
}
