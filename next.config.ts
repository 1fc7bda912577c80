import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Server-only packages with native or WebAssembly parts: loaded from node_modules at run time.
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@electric-sql/pglite", "@electric-sql/pglite-socket"],
};

export default nextConfig;
