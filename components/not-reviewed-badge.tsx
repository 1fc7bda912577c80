import { Badge } from "@/components/ui/badge";

/**
 * Marks a run whose sanity check no admin has reviewed yet. Such runs are listed and ranked as
 * uploaded (an upload is visible at once); the mark says that no one has checked the answers yet.
 * Its words come in the page's language from the caller (RunTable.notReviewed in lib/i18n/messages).
 */
export function NotReviewedBadge({
  label = "Not reviewed yet",
  title = "No admin has reviewed this run's sanity check (what the model answered) yet.",
}: {
  label?: string;
  title?: string;
}) {
  return (
    <Badge tone="warning" title={title}>
      {label}
    </Badge>
  );
}
