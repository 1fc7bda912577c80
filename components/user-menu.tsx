import Link from "next/link";
import { signOutAction } from "@/app/(contribute)/actions";
import { getCurrentUser } from "@/lib/auth";

/** The header's account links: sign in, or the signed-in contributor's pages. */
export async function UserMenu() {
  const user = await getCurrentUser();
  if (!user) return <Link href="/signin">Sign in</Link>;
  return (
    <>
      <Link href="/upload">Upload</Link>
      <Link href="/account/runs">Your runs</Link>
      <Link href="/account/tokens">Tokens</Link>
      {user.role === "admin" && <Link href="/admin/review">Review</Link>}
      <form action={signOutAction}>
        <button className="link-button" type="submit">
          Sign out @{user.handle}
        </button>
      </form>
    </>
  );
}
