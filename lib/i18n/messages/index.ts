/**
 * The message catalogues, one JSON file per area of the site and language (ICU message syntax):
 * `en/<area>.json` and `ja/<area>.json` hold the same namespaces and keys. An area's file is
 * added here once per language; namespaces are unique across areas.
 */
import enCore from "./en/core.json";
import enDocs from "./en/docs.json";
import enModels from "./en/models.json";
import jaCore from "./ja/core.json";
import jaDocs from "./ja/docs.json";
import jaModels from "./ja/models.json";

export const en = { ...enCore, ...enModels, ...enDocs };

/** Japanese must hold every English namespace and key: a type error otherwise. */
export const ja: typeof en = { ...jaCore, ...jaModels, ...jaDocs };
