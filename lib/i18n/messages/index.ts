/**
 * The message catalogues, one JSON file per area of the site and language (ICU message syntax):
 * `en/<area>.json` and `ja/<area>.json` hold the same namespaces and keys. An area's file is
 * added here once per language; namespaces are unique across areas. `client.json` holds the
 * namespaces of components that also render in the browser, which import its English half alone.
 */
import enAdmin from "./en/admin.json";
import enClient from "./en/client.json";
import enContribute from "./en/contribute.json";
import enCore from "./en/core.json";
import enDocs from "./en/docs.json";
import enModels from "./en/models.json";
import enNotes from "./en/notes.json";
import enRuns from "./en/runs.json";
import jaAdmin from "./ja/admin.json";
import jaClient from "./ja/client.json";
import jaContribute from "./ja/contribute.json";
import jaCore from "./ja/core.json";
import jaDocs from "./ja/docs.json";
import jaModels from "./ja/models.json";
import jaNotes from "./ja/notes.json";
import jaRuns from "./ja/runs.json";

export const en = {
  ...enCore,
  ...enModels,
  ...enDocs,
  ...enRuns,
  ...enNotes,
  ...enClient,
  ...enContribute,
  ...enAdmin,
};

/** Japanese must hold every English namespace and key: a type error otherwise. */
export const ja: typeof en = {
  ...jaCore,
  ...jaModels,
  ...jaDocs,
  ...jaRuns,
  ...jaNotes,
  ...jaClient,
  ...jaContribute,
  ...jaAdmin,
};
