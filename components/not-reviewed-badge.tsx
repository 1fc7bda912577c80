import { Badge } from "@/components/ui/badge";

/**
 * Marks a run whose sanity check no admin has reviewed yet. Such runs are listed and ranked as
 * uploaded (an upload is visible at once); the mark says that no one has checked the answers yet.
 */
export function NotReviewedBadge() {
  return (
    <Badge tone="warning" title="No admin has reviewed this run's sanity check (what the model answered) yet.">
      Not reviewed yet
    </Badge>
  );
}
