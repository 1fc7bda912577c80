/**
 * The decode calculator's arithmetic: bytes of the weights and of the KV cache, the
 * memory-bandwidth decode ceiling with and without the KV cache, and whether weights and KV
 * cache fit in memory. Pure: numbers in, numbers out. GB are 10^9 bytes; bandwidth in GB/s.
 */

/** The attention geometry that sets the KV cache size, as a model's config.json gives it. */
export type KvGeometry = {
  /** Layers that keep a KV cache (`num_hidden_layers`; only full-attention layers in hybrid models). */
  layers: number;
  /** `num_key_value_heads`. */
  kvHeads: number;
  /** `head_dim` (or hidden_size / num_attention_heads). */
  headDim: number;
  /** Bytes per cached element: 2 for a BF16/FP16 cache, 1 for FP8. */
  bytesPerElement: number;
};

export type CalculatorInput = {
  bandwidthGBs: number | null;
  memoryGB: number | null;
  /** Total parameters in billions: what must sit in memory. */
  paramsB: number | null;
  /** Parameters read per token in billions (mixture of experts); null reads them all. */
  activeParamsB: number | null;
  bytesPerParam: number | null;
  /** Tokens in each request's context. */
  contextTokens: number;
  /** Requests decoding at once, each with its own context. */
  concurrency: number;
  /** Null when the KV geometry is not known: the figures then leave the KV cache out. */
  kv: KvGeometry | null;
};

const positive = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value) && value > 0;

/** KV cache bytes per token of context: K and V, in every layer, for every KV head. */
export function computeKvBytesPerToken(kv: KvGeometry): number {
  return 2 * kv.layers * kv.kvHeads * kv.headDim * kv.bytesPerElement;
}

/** KV cache in GB for `contextTokens` tokens in each of `requests` requests. */
export function computeKvGB(kv: KvGeometry, contextTokens: number, requests = 1): number {
  return (computeKvBytesPerToken(kv) * contextTokens * requests) / 1e9;
}

/** Upper bound of decode tok/s when each token reads `gbPerToken` from memory once. */
export function computeBandwidthCeilingTps(bandwidthGBs: number | null, gbPerToken: number | null): number | null {
  return positive(bandwidthGBs) && positive(gbPerToken) ? bandwidthGBs / gbPerToken : null;
}

/**
 * Everything the calculator shows. At one request a token reads the active weights, plus with
 * the KV cache that request's whole context. With several requests at once one step reads
 * the weights once and every request's KV cache, and gives each request one token.
 */
export function computeDecodeCalculation(input: CalculatorInput) {
  const bytes = positive(input.bytesPerParam) ? input.bytesPerParam : null;
  const params = positive(input.paramsB) ? input.paramsB : null;
  const active = positive(input.activeParamsB) ? input.activeParamsB : params;
  const concurrency = Math.max(1, Math.floor(input.concurrency));
  const context = Math.max(0, Math.floor(input.contextTokens));
  const kv =
    input.kv && [input.kv.layers, input.kv.kvHeads, input.kv.headDim, input.kv.bytesPerElement].every(positive)
      ? input.kv
      : null;

  /** Weights in memory (all parameters). */
  const weightsGB = params !== null && bytes !== null ? params * bytes : null;
  /** Weights read per generated token (active parameters). */
  const weightsReadGB = active !== null && bytes !== null ? active * bytes : null;
  const kvBytesPerToken = kv ? computeKvBytesPerToken(kv) : null;
  const kvGBPerRequest = kv ? computeKvGB(kv, context, 1) : null;
  const kvGBTotal = kv ? computeKvGB(kv, context, concurrency) : null;

  const ceilingTps = computeBandwidthCeilingTps(input.bandwidthGBs, weightsReadGB);
  const ceilingWithKvTps =
    weightsReadGB !== null && kvGBPerRequest !== null
      ? computeBandwidthCeilingTps(input.bandwidthGBs, weightsReadGB + kvGBPerRequest)
      : null;
  const perRequestAtConcurrencyTps =
    weightsReadGB !== null && kvGBTotal !== null
      ? computeBandwidthCeilingTps(input.bandwidthGBs, weightsReadGB + kvGBTotal)
      : null;

  const memoryNeededGB = weightsGB === null ? null : weightsGB + (kvGBTotal ?? 0);
  const fits = memoryNeededGB !== null && positive(input.memoryGB) ? memoryNeededGB <= input.memoryGB : null;

  return {
    weightsGB,
    weightsReadGB,
    kvBytesPerToken,
    kvGBPerRequest,
    kvGBTotal,
    /** Single request, weights only: bandwidth / weights read per token. */
    ceilingTps,
    /** Single request, weights plus that request's KV cache. */
    ceilingWithKvTps,
    concurrency,
    /** Per request when `concurrency` requests decode together; null without KV geometry. */
    perRequestAtConcurrencyTps,
    /** All requests together at that concurrency. */
    totalAtConcurrencyTps: perRequestAtConcurrencyTps === null ? null : perRequestAtConcurrencyTps * concurrency,
    /** Weights plus the KV cache of every request (weights alone without KV geometry). */
    memoryNeededGB,
    /** Whether the KV cache is counted in memoryNeededGB and fits. */
    includesKv: kv !== null,
    /** Null when memory or weights are unknown. */
    fits,
    headroomGB: fits === null || memoryNeededGB === null ? null : (input.memoryGB as number) - memoryNeededGB,
  };
}

export type DecodeCalculation = ReturnType<typeof computeDecodeCalculation>;
