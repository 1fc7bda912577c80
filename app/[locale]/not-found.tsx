import { NotFoundText } from "@/components/page-texts";

/** In the language of the page that was not found: its words come from the layout (components/page-texts.tsx). */
export default function NotFound() {
  return <NotFoundText />;
}
