import type { Metadata } from "next";
import Link from "next/link";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { formatIsoDate, formatNumber, formatParams } from "@/lib/format";
import { listModels } from "@/lib/models/data";

export const metadata: Metadata = { title: "Models", description: "Every model measured in the arena." };

export default async function ModelsPage() {
  if (isBuildPrerender()) return null;
  const models = await listModels();
  return (
    <>
      <h1>Models</h1>
      <p className="lead">Every model with a measured run, best suitability score first.</p>
      <div className="table-wrap">
        <table>
          <caption>{models.length} models</caption>
          <thead>
            <tr>
              <th scope="col">Model</th>
              <th scope="col">Parameters</th>
              <th scope="col">Architecture</th>
              <th scope="col">Best score</th>
              <th scope="col">Runs</th>
              <th scope="col">Last measured</th>
            </tr>
          </thead>
          <tbody>
            {models.map((model) => (
              <tr key={model.slug}>
                <td>
                  <Link href={`/models/${model.slug}`}>{model.name}</Link>
                </td>
                <td>{formatParams(model.paramsB)}</td>
                <td>{model.architecture === "moe" ? "MoE" : "Dense"}</td>
                <td>{model.bestScore === null ? "matrix only" : formatNumber(model.bestScore, 1)}</td>
                <td>{model.runCount}</td>
                <td>{model.lastMeasuredAt ? formatIsoDate(model.lastMeasuredAt) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
