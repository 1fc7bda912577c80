import Link from "next/link";

export default function NotFound() {
  return (
    <>
      <h1>Not found</h1>
      <p className="lead">There is no page here. The run, model or hardware may have been renamed or hidden.</p>
      <p>
        <Link href="/leaderboard">Go to the leaderboard →</Link>
      </p>
    </>
  );
}
