import { prerenderOne } from "@/lib/cache/prerender";
import { buildSubjectMetadata } from "@/lib/discovery/page-metadata";
import { computeHardwareDescription } from "@/lib/discovery/describe";
import { formatHardware } from "@/lib/format";
import { readPageLocale } from "@/lib/i18n/page-locale";
import { translate } from "@/lib/i18n/translate";
import { readHardware, renderHardwarePage } from "./hardware-page";

type Props = { params: Promise<{ slug: string; locale?: string }> };

/**
 * The page waits for its parameter before anything: its first view renders before answering (an
 * unknown one answers 404), then it is served from the cache.
 */
export const instant = false;

/** Rendered on its first view and cached until the data it shows changes (lib/cache). */
export const generateStaticParams = prerenderOne("slug");

export const generateMetadata = buildSubjectMetadata(
  "HardwarePage",
  ({ slug }: { slug: string }) => readHardware(slug),
  (hardware, locale) => {
    const t = translate(locale, "HardwarePage");
    return {
      title: t("metaTitle", { name: hardware.name }),
      description: computeHardwareDescription({
        hardwareName: formatHardware(hardware),
        runCount: hardware.runCount,
        modelNames: hardware.models.map((model) => model.modelName),
      }),
      path: `/hardware/${hardware.slug}`,
      image: `/hardware/${hardware.slug}/share.png`,
      feeds: [{ title: t("feedTitle", { name: hardware.name }), path: `/hardware/${hardware.slug}/feed.xml` }],
    };
  },
);

export default async function HardwareDetailPage({ params }: Props) {
  return renderHardwarePage((await params).slug, 1, await readPageLocale(params));
}
