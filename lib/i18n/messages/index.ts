/**
 * The message catalogues, one JSON file per area of the site and language (ICU message syntax):
 * `en/<area>.json` and `ja/<area>.json` hold the same namespaces and keys. An area's file is
 * added here once per language; namespaces are unique across areas.
 */
import enAdmin from "./en/admin.json";
import enContribute from "./en/contribute.json";
import enCore from "./en/core.json";
import jaAdmin from "./ja/admin.json";
import jaContribute from "./ja/contribute.json";
import jaCore from "./ja/core.json";

export const en = { ...enCore, ...enContribute, ...enAdmin };

/** Japanese must hold every English namespace and key: a type error otherwise. */
export const ja: typeof en = { ...jaCore, ...jaContribute, ...jaAdmin };
