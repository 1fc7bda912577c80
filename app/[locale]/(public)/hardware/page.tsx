import type { Metadata } from "next";
import Link from "next/link";
import { HeaderCell, Table } from "@/components/ui/table";
import { isBuildPrerender } from "@/lib/cache/prerender";
import { EMPTY, formatNumber } from "@/lib/format";
import { listHardware } from "@/lib/hardware/data";
import { buildPageMetadata } from "@/lib/discovery/metadata";

export const metadata: Metadata = buildPageMetadata({
  title: "Hardware",
  description: "Every accelerator set measured in the arena: memory, bandwidth and the decode ceiling it sets.",
  path: "/hardware",
});

export default async function HardwarePage() {
  if (isBuildPrerender()) return null;
  const hardware = await listHardware();
  return (
    <>
      <h1>Hardware</h1>
      <p className="lead">
        Every accelerator set with a measured run. Memory bandwidth bounds how fast one request can decode: each
        generated token reads the model&apos;s active weights once, so tokens per second cannot pass bandwidth ÷
        weights.
      </p>
      <Table>
        <caption>
          {hardware.length} hardware setups · the ceiling column is for an 8B dense model at BF16 (16 GB read per token)
        </caption>
        <thead>
          <tr>
            <HeaderCell>Hardware</HeaderCell>
            <HeaderCell className="text">Accelerator</HeaderCell>
            <HeaderCell>Memory</HeaderCell>
            <HeaderCell>Bandwidth</HeaderCell>
            <HeaderCell>Decode ceiling · 8B BF16</HeaderCell>
            <HeaderCell>Runs</HeaderCell>
            <HeaderCell className="text">Calculator</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {hardware.map((item) => (
            <tr key={item.slug}>
              <td>
                <Link prefetch={false} href={`/hardware/${item.slug}`}>
                  {item.name}
                </Link>
              </td>
              <td className="text">
                {item.count > 1 ? `${item.count}× ` : ""}
                {item.accelerator}
              </td>
              <td>
                {formatNumber(item.memoryGB, 0)} GB {item.memoryKind === "unified" ? "unified" : "VRAM"}
              </td>
              <td>{item.bandwidthGBs === null ? EMPTY : `${formatNumber(item.bandwidthGBs, 0)} GB/s`}</td>
              <td>
                {item.referenceCeilingTps === null ? EMPTY : `${formatNumber(item.referenceCeilingTps, 1)} tok/s`}
              </td>
              <td>{item.runCount}</td>
              <td className="text">
                <a href={`/calculator?hardware=${item.slug}`}>
                  Calculate <span className="visually-hidden">the decode ceiling of {item.name}</span> →
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
