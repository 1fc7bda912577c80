-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('contributor', 'admin');

-- CreateEnum
CREATE TYPE "Architecture" AS ENUM ('dense', 'moe');

-- CreateEnum
CREATE TYPE "MemoryKind" AS ENUM ('discrete', 'unified');

-- CreateEnum
CREATE TYPE "Loop" AS ENUM ('closed', 'open');

-- CreateEnum
CREATE TYPE "ReviewState" AS ENUM ('pending', 'passed', 'failed');

-- CreateEnum
CREATE TYPE "Verdict" AS ENUM ('passed', 'failed');

-- CreateEnum
CREATE TYPE "MatrixPhase" AS ENUM ('prefill', 'decode');

-- CreateEnum
CREATE TYPE "CellStatus" AS ENUM ('valid', 'over_capacity', 'error');

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "name" TEXT,
    "email" TEXT,
    "emailVerified" TIMESTAMP(3),
    "image" TEXT,
    "passwordHash" TEXT,
    "role" "UserRole" NOT NULL DEFAULT 'contributor',
    "suspendedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Account" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "sessionToken" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerificationToken" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL
);

-- CreateTable
CREATE TABLE "ApiToken" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "prefix" TEXT NOT NULL,
    "lastUsedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ApiToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Organization" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Model" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "paramsB" DOUBLE PRECISION NOT NULL,
    "activeParamsB" DOUBLE PRECISION,
    "architecture" "Architecture" NOT NULL,
    "hfRepo" TEXT,
    "description" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Model_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QualityResult" (
    "id" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "benchmark" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "QualityResult_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Variant" (
    "id" TEXT NOT NULL,
    "modelId" TEXT NOT NULL,
    "precision" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Variant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Hardware" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "accelerator" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "memoryGB" DOUBLE PRECISION NOT NULL,
    "memoryKind" "MemoryKind" NOT NULL,
    "bandwidthGBs" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Hardware_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Engine" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "build" TEXT,
    "commit" TEXT,
    "backend" TEXT,
    "repository" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Engine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Suite" (
    "id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Suite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SuiteTest" (
    "id" TEXT NOT NULL,
    "suiteId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "tool" TEXT NOT NULL,
    "loop" "Loop" NOT NULL,
    "params" JSONB NOT NULL,

    CONSTRAINT "SuiteTest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Run" (
    "id" TEXT NOT NULL,
    "variantId" TEXT NOT NULL,
    "hardwareId" TEXT NOT NULL,
    "engineId" TEXT NOT NULL,
    "suiteId" TEXT NOT NULL,
    "contributorId" TEXT,
    "launchCommand" TEXT NOT NULL,
    "measuredAt" TIMESTAMP(3) NOT NULL,
    "maxContext" INTEGER,
    "servedModel" TEXT,
    "revision" TEXT,
    "hostCpu" TEXT,
    "hostRamGB" DOUBLE PRECISION,
    "hostOs" TEXT,
    "benchmarkTools" JSONB NOT NULL,
    "matrixMeta" JSONB,
    "stated" JSONB,
    "warnings" JSONB NOT NULL,
    "contentHash" TEXT NOT NULL,
    "reviewState" "ReviewState" NOT NULL DEFAULT 'pending',
    "reviewNote" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "hiddenAt" TIMESTAMP(3),
    "hiddenReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Artifact" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "tool" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "toolVersion" TEXT,
    "testKey" TEXT,
    "fileName" TEXT,
    "content" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "sizeBytes" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Artifact_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Measurement" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "artifactId" TEXT NOT NULL,
    "testKey" TEXT,
    "promptTokens" INTEGER,
    "genTokens" INTEGER,
    "depth" INTEGER,
    "concurrency" INTEGER,
    "requestRate" DOUBLE PRECISION,
    "burstiness" DOUBLE PRECISION,
    "maxConcurrency" INTEGER,
    "dataset" TEXT,
    "numPrompts" INTEGER,
    "perUserTps" DOUBLE PRECISION,
    "perUserTpsStd" DOUBLE PRECISION,
    "totalTps" DOUBLE PRECISION,
    "totalTpsStd" DOUBLE PRECISION,
    "prefillTps" DOUBLE PRECISION,
    "prefillTpsStd" DOUBLE PRECISION,
    "peakTps" DOUBLE PRECISION,
    "ttftMeanMs" DOUBLE PRECISION,
    "ttftStdMs" DOUBLE PRECISION,
    "ttftP50Ms" DOUBLE PRECISION,
    "ttftP95Ms" DOUBLE PRECISION,
    "ttftP99Ms" DOUBLE PRECISION,
    "tpotMeanMs" DOUBLE PRECISION,
    "itlMeanMs" DOUBLE PRECISION,
    "e2elMeanMs" DOUBLE PRECISION,
    "requests" INTEGER,
    "successes" INTEGER,
    "repeats" INTEGER,
    "durationS" DOUBLE PRECISION,
    "achievedRate" DOUBLE PRECISION,

    CONSTRAINT "Measurement_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MatrixCell" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "artifactId" TEXT NOT NULL,
    "phase" "MatrixPhase" NOT NULL,
    "contextTokens" INTEGER NOT NULL,
    "concurrency" INTEGER NOT NULL,
    "status" "CellStatus" NOT NULL,
    "totalTps" DOUBLE PRECISION,
    "perRequestTps" DOUBLE PRECISION,
    "ttftMs" DOUBLE PRECISION,
    "tbtMs" DOUBLE PRECISION,
    "avgActiveRequests" DOUBLE PRECISION,
    "completedRequests" INTEGER,
    "outputTokens" INTEGER,
    "measuredSeconds" DOUBLE PRECISION,
    "failureReason" TEXT,

    CONSTRAINT "MatrixCell_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SanitySample" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "testKey" TEXT,
    "prompt" TEXT NOT NULL,
    "output" TEXT NOT NULL,

    CONSTRAINT "SanitySample_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Review" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "reviewerId" TEXT NOT NULL,
    "verdict" "Verdict" NOT NULL,
    "note" TEXT NOT NULL,
    "testKeys" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Review_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" TEXT NOT NULL,
    "actorId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "reason" TEXT,
    "details" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RunFigures" (
    "runId" TEXT NOT NULL,
    "rulesVersion" INTEGER NOT NULL,
    "listed" BOOLEAN NOT NULL,
    "hasSuite" BOOLEAN NOT NULL,
    "hasMatrix" BOOLEAN NOT NULL,
    "score" DOUBLE PRECISION,
    "suiteScore" DOUBLE PRECISION,
    "qualityScore" DOUBLE PRECISION,
    "qualityCoverage" INTEGER NOT NULL,
    "reliableCount" INTEGER NOT NULL,
    "testCount" INTEGER NOT NULL,
    "throughputTps" DOUBLE PRECISION,
    "chatTtftS" DOUBLE PRECISION,
    "chatPerUserTps" DOUBLE PRECISION,
    "capacity5s" DOUBLE PRECISION,
    "capacity10s" DOUBLE PRECISION,
    "vramGB" DOUBLE PRECISION,
    "decodeCeilingTps" DOUBLE PRECISION,
    "efficiency" DOUBLE PRECISION,
    "peakDecodeTps" DOUBLE PRECISION,
    "details" JSONB NOT NULL,
    "modelName" TEXT NOT NULL,
    "modelSlug" TEXT NOT NULL,
    "orgSlug" TEXT NOT NULL,
    "paramsB" DOUBLE PRECISION NOT NULL,
    "architecture" "Architecture" NOT NULL,
    "precision" TEXT NOT NULL,
    "hardwareSlug" TEXT NOT NULL,
    "engineName" TEXT NOT NULL,
    "measuredAt" TIMESTAMP(3) NOT NULL,
    "computedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RunFigures_pkey" PRIMARY KEY ("runId")
);

-- CreateTable
CREATE TABLE "TestFigures" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "testKey" TEXT NOT NULL,
    "counts" BOOLEAN NOT NULL,
    "reason" TEXT,
    "perUserTps" DOUBLE PRECISION,
    "ttftS" DOUBLE PRECISION,
    "effectiveTps" DOUBLE PRECISION,
    "testScore" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "TestFigures_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "User_handle_key" ON "User"("handle");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "Account_userId_idx" ON "Account"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Account_provider_providerAccountId_key" ON "Account"("provider", "providerAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "Session_sessionToken_key" ON "Session"("sessionToken");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "VerificationToken_identifier_token_key" ON "VerificationToken"("identifier", "token");

-- CreateIndex
CREATE UNIQUE INDEX "ApiToken_tokenHash_key" ON "ApiToken"("tokenHash");

-- CreateIndex
CREATE INDEX "ApiToken_userId_idx" ON "ApiToken"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Organization_slug_key" ON "Organization"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Model_slug_key" ON "Model"("slug");

-- CreateIndex
CREATE INDEX "Model_organizationId_idx" ON "Model"("organizationId");

-- CreateIndex
CREATE INDEX "Model_paramsB_idx" ON "Model"("paramsB");

-- CreateIndex
CREATE INDEX "Model_architecture_idx" ON "Model"("architecture");

-- CreateIndex
CREATE UNIQUE INDEX "QualityResult_modelId_benchmark_key" ON "QualityResult"("modelId", "benchmark");

-- CreateIndex
CREATE INDEX "Variant_precision_idx" ON "Variant"("precision");

-- CreateIndex
CREATE UNIQUE INDEX "Variant_modelId_precision_key" ON "Variant"("modelId", "precision");

-- CreateIndex
CREATE UNIQUE INDEX "Variant_modelId_slug_key" ON "Variant"("modelId", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "Hardware_slug_key" ON "Hardware"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Engine_key_key" ON "Engine"("key");

-- CreateIndex
CREATE INDEX "Engine_name_idx" ON "Engine"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Suite_version_key" ON "Suite"("version");

-- CreateIndex
CREATE UNIQUE INDEX "SuiteTest_suiteId_key_key" ON "SuiteTest"("suiteId", "key");

-- CreateIndex
CREATE UNIQUE INDEX "SuiteTest_suiteId_position_key" ON "SuiteTest"("suiteId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Run_contentHash_key" ON "Run"("contentHash");

-- CreateIndex
CREATE INDEX "Run_variantId_idx" ON "Run"("variantId");

-- CreateIndex
CREATE INDEX "Run_hardwareId_idx" ON "Run"("hardwareId");

-- CreateIndex
CREATE INDEX "Run_engineId_idx" ON "Run"("engineId");

-- CreateIndex
CREATE INDEX "Run_suiteId_idx" ON "Run"("suiteId");

-- CreateIndex
CREATE INDEX "Run_contributorId_idx" ON "Run"("contributorId");

-- CreateIndex
CREATE INDEX "Run_measuredAt_idx" ON "Run"("measuredAt");

-- CreateIndex
CREATE INDEX "Run_reviewState_createdAt_idx" ON "Run"("reviewState", "createdAt");

-- CreateIndex
CREATE INDEX "Run_createdAt_idx" ON "Run"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "Artifact_runId_position_key" ON "Artifact"("runId", "position");

-- CreateIndex
CREATE INDEX "Measurement_runId_testKey_idx" ON "Measurement"("runId", "testKey");

-- CreateIndex
CREATE INDEX "Measurement_artifactId_idx" ON "Measurement"("artifactId");

-- CreateIndex
CREATE INDEX "MatrixCell_artifactId_idx" ON "MatrixCell"("artifactId");

-- CreateIndex
CREATE UNIQUE INDEX "MatrixCell_runId_phase_contextTokens_concurrency_key" ON "MatrixCell"("runId", "phase", "contextTokens", "concurrency");

-- CreateIndex
CREATE UNIQUE INDEX "SanitySample_runId_position_key" ON "SanitySample"("runId", "position");

-- CreateIndex
CREATE INDEX "Review_runId_createdAt_idx" ON "Review"("runId", "createdAt");

-- CreateIndex
CREATE INDEX "Review_reviewerId_idx" ON "Review"("reviewerId");

-- CreateIndex
CREATE INDEX "AuditLog_createdAt_idx" ON "AuditLog"("createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_actorId_idx" ON "AuditLog"("actorId");

-- CreateIndex
CREATE INDEX "RunFigures_listed_score_idx" ON "RunFigures"("listed", "score");

-- CreateIndex
CREATE INDEX "RunFigures_listed_throughputTps_idx" ON "RunFigures"("listed", "throughputTps");

-- CreateIndex
CREATE INDEX "RunFigures_listed_measuredAt_idx" ON "RunFigures"("listed", "measuredAt");

-- CreateIndex
CREATE INDEX "RunFigures_hardwareSlug_score_idx" ON "RunFigures"("hardwareSlug", "score");

-- CreateIndex
CREATE INDEX "RunFigures_precision_idx" ON "RunFigures"("precision");

-- CreateIndex
CREATE INDEX "RunFigures_engineName_idx" ON "RunFigures"("engineName");

-- CreateIndex
CREATE INDEX "RunFigures_orgSlug_idx" ON "RunFigures"("orgSlug");

-- CreateIndex
CREATE INDEX "RunFigures_modelSlug_idx" ON "RunFigures"("modelSlug");

-- CreateIndex
CREATE INDEX "RunFigures_paramsB_idx" ON "RunFigures"("paramsB");

-- CreateIndex
CREATE INDEX "TestFigures_testKey_testScore_idx" ON "TestFigures"("testKey", "testScore");

-- CreateIndex
CREATE UNIQUE INDEX "TestFigures_runId_testKey_key" ON "TestFigures"("runId", "testKey");

-- AddForeignKey
ALTER TABLE "Account" ADD CONSTRAINT "Account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ApiToken" ADD CONSTRAINT "ApiToken_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Model" ADD CONSTRAINT "Model_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QualityResult" ADD CONSTRAINT "QualityResult_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "Model"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Variant" ADD CONSTRAINT "Variant_modelId_fkey" FOREIGN KEY ("modelId") REFERENCES "Model"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SuiteTest" ADD CONSTRAINT "SuiteTest_suiteId_fkey" FOREIGN KEY ("suiteId") REFERENCES "Suite"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "Variant"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_hardwareId_fkey" FOREIGN KEY ("hardwareId") REFERENCES "Hardware"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_engineId_fkey" FOREIGN KEY ("engineId") REFERENCES "Engine"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_suiteId_fkey" FOREIGN KEY ("suiteId") REFERENCES "Suite"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Run" ADD CONSTRAINT "Run_contributorId_fkey" FOREIGN KEY ("contributorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Artifact" ADD CONSTRAINT "Artifact_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Measurement" ADD CONSTRAINT "Measurement_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Measurement" ADD CONSTRAINT "Measurement_artifactId_fkey" FOREIGN KEY ("artifactId") REFERENCES "Artifact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatrixCell" ADD CONSTRAINT "MatrixCell_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatrixCell" ADD CONSTRAINT "MatrixCell_artifactId_fkey" FOREIGN KEY ("artifactId") REFERENCES "Artifact"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SanitySample" ADD CONSTRAINT "SanitySample_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_reviewerId_fkey" FOREIGN KEY ("reviewerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuditLog" ADD CONSTRAINT "AuditLog_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RunFigures" ADD CONSTRAINT "RunFigures_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TestFigures" ADD CONSTRAINT "TestFigures_runId_fkey" FOREIGN KEY ("runId") REFERENCES "Run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

