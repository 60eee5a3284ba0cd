import { startThrowawayPostgres } from "./throwaway-postgres.ts";

/**
 * Vitest's global setup of the `postgres` project (vite.config.ts): one throwaway PostgreSQL server for
 * the run; every gateway a test starts gets a schema of its own in it (test-harness.ts).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const server = await startThrowawayPostgres({ maxConnections: 400 });
  process.env.GATEWAY_TEST_POSTGRES = server.url;
  return () => server.stop();
}
