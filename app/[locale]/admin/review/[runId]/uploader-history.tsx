import { Link } from "@/components/locale-link";
import { formatDate } from "@/lib/format";
import type { ReviewDetail } from "@/lib/reviews/data";
import { Badge } from "@/components/ui/badge";

type Uploader = NonNullable<ReviewDetail["uploader"]>;

/** Who uploaded the run, since when, and how their runs fared. */
export function UploaderHistory({ uploader, runId }: { uploader: Uploader; runId: string }) {
  const { counts, recent } = uploader.history;
  return (
    <>
      <p>
        <strong>@{uploader.handle}</strong>
        {uploader.name && ` (${uploader.name})`}, joined {formatDate(uploader.createdAt)}
        {uploader.suspendedAt && (
          <>
            {" "}
            · <Badge tone="negative">Suspended {formatDate(uploader.suspendedAt)}</Badge>
          </>
        )}
      </p>
      <div className="stats">
        {(
          [
            ["Runs", counts.runs],
            ["Pending", counts.pending],
            ["Passed", counts.passed],
            ["Failed", counts.failed],
            ["Hidden", counts.hidden],
          ] as const
        ).map(([label, value]) => (
          <div className="stat" key={label}>
            <div className="stat-value">{value}</div>
            <div className="stat-label">{label}</div>
          </div>
        ))}
      </div>
      <ul className="plain" aria-label={`Latest runs of @${uploader.handle}`}>
        {recent.map((run) => (
          <li key={run.id}>
            {run.id === runId ? (
              <strong>This run</strong>
            ) : (
              <Link href={`/admin/review/${run.id}`}>
                {run.variant.model.name} {run.variant.precision} on {run.hardware.name}
              </Link>
            )}{" "}
            · uploaded {formatDate(run.createdAt)} · {run.reviewState}
            {run.hiddenAt && " · hidden"}
          </li>
        ))}
      </ul>
    </>
  );
}
