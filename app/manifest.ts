import type { MetadataRoute } from "next";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/discovery/site";

/** The web app manifest: name, colours and icons when the site is added to a home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: "Arena",
    description: SITE_DESCRIPTION,
    start_url: "/",
    display: "browser",
    background_color: "#f6f7f9",
    theme_color: "#3346d3",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon", sizes: "180x180", type: "image/png" },
    ],
  };
}
