import { describe, expect, it } from "vitest";
import { findCatalogueHardware, isSameAccelerator, normalizeAcceleratorName } from "@/lib/hardware/names";

describe("accelerator names as the tools print them", () => {
  it("reduce to the words that identify the accelerator", () => {
    expect(normalizeAcceleratorName("NVIDIA GeForce RTX 4090")).toBe("rtx 4090");
    expect(normalizeAcceleratorName("Vulkan0: AMD Radeon RX 7900 XTX (RADV NAVI31)")).toBe("rx 7900 xtx");
    expect(normalizeAcceleratorName("Apple M2 Ultra")).toBe("m2 ultra");
    expect(normalizeAcceleratorName("CUDA0: NVIDIA H200 NVL")).toBe("h200 nvl");
  });

  it("match the catalogue's spelling, case and vendor prefix aside", () => {
    expect(isSameAccelerator("NVIDIA GeForce RTX 4090", "RTX 4090")).toBe(true);
    expect(isSameAccelerator("AMD Radeon RX 7900 XTX", "7900 XTX")).toBe(true);
    expect(isSameAccelerator("apple m3 max", "Apple M3 Max")).toBe(true);
  });

  it("keep different cards apart", () => {
    expect(isSameAccelerator("NVIDIA GeForce RTX 4090", "RTX 4090 D")).toBe(false);
    expect(isSameAccelerator("RTX 3090", "RTX 3090 Ti")).toBe(false);
    expect(isSameAccelerator("Apple M2 Ultra", "Apple M2 Max")).toBe(false);
    expect(isSameAccelerator("NVIDIA", "AMD")).toBe(false);
  });

  it("find the one catalogue entry a printed name denotes, with the same count", () => {
    const catalogue = [
      { slug: "rtx-4090", name: "RTX 4090", accelerator: "NVIDIA RTX 4090", count: 1 },
      { slug: "2x-rtx-4090", name: "2x RTX 4090", accelerator: "NVIDIA RTX 4090", count: 2 },
      { slug: "rtx-4090-d", name: "RTX 4090 D", accelerator: "NVIDIA RTX 4090 D", count: 1 },
    ];
    expect(findCatalogueHardware("NVIDIA GeForce RTX 4090", 1, catalogue)?.slug).toBe("rtx-4090");
    expect(findCatalogueHardware("NVIDIA GeForce RTX 4090", 2, catalogue)?.slug).toBe("2x-rtx-4090");
    expect(findCatalogueHardware("AMD Radeon RX 7900 XTX", 1, catalogue)).toBeNull();
  });
});
