import { renderShareImage, SHARE_IMAGE_SIZE, SHARE_IMAGE_TYPE } from "@/components/share-card";
import { SITE_NAME } from "@/lib/discovery/site";

export const alt = SITE_NAME;
export const size = SHARE_IMAGE_SIZE;
export const contentType = SHARE_IMAGE_TYPE;

/** The site's card, for every page without one of its own. Reads nothing: built once. */
export default function SiteShareImage() {
  return renderShareImage({
    eyebrow: "Self-hosted LLM inference",
    title: "How fast does it really run?",
    subtitle: "Tokens per second per user, time to first token and capacity, from measured runs.",
  });
}
