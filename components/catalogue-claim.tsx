import type { CatalogueClaim } from "@/lib/claims/claims";
import { CATALOGUES, translate } from "@/lib/i18n/translate";
import type { Locale } from "@/lib/i18n/locales";

type Props = { claim: CatalogueClaim; entry: "model" | "hardware"; locale: Locale };

/**
 * Marks a model's or hardware's facts that no admin has checked yet (issue 24): claimed by the
 * contributor whose upload created the entry, or left unchecked when that claim was withdrawn.
 * Nothing when every fact is settled.
 */
export function CatalogueClaimNote({ claim, entry, locale }: Props) {
  if (!claim) return null;
  const t = translate(locale, "CatalogueClaim");
  const names: Partial<Record<string, string>> = CATALOGUES[locale].CatalogueReview.facts;
  const fields = claim.fields.map((field) => names[field] ?? field).join(t("separator"));
  const words = { entry: t(`entries.${entry}`), fields };
  return (
    <p className="callout warn" data-catalogue-claim={entry}>
      {claim.claimant === null ? t("withdrawn", words) : t("claimed", { ...words, handle: claim.claimant })}
    </p>
  );
}
