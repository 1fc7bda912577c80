import { notFound } from "next/navigation";

/** Any other path: the site's not-found page, in the layout's language (app/[locale]/not-found.tsx). */
export default function UnknownPage() {
  notFound();
}
