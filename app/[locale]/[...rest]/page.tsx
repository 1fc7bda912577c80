import { notFound } from "next/navigation";

/** Any other path: the site's own not-found page, inside the layout (app/[locale]/not-found.tsx). */
export default function UnknownPage() {
  notFound();
}
