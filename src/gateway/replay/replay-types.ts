/** The shapes a replay works with (replay.ts): a request sent again, how it is sent, and what the report says of each step. */

/** One request as the replay sends it again. */
export interface ReplayRequest {
  readonly method: string;
  readonly path: string;
  readonly params: Readonly<Record<string, string>>;
  /** The recorded headers that change the answer (an idempotency key, a rehearsed fault, the widget's own). */
  readonly headers: Readonly<Record<string, string>>;
  /** A step of the shopper's browser: sent as the gateway's own page sends it, without the account's token. */
  readonly shopper: boolean;
}

/** How the replay reaches the other sandbox: its public API, with the account's token for the merchant's requests (cli-replay.ts). */
export type ReplayCall = (request: ReplayRequest) => Promise<{ status: number; answer: unknown }>;

export interface StepReport {
  readonly step: number;
  readonly request: string;
  /** replayed: sent, and compared; skipped: not replayable (a value the recording masked), with why. */
  readonly outcome: "same" | "different" | "skipped";
  readonly differences: readonly string[];
}

export interface ReplayReport {
  readonly steps: readonly StepReport[];
  readonly same: number;
  readonly different: number;
  readonly skipped: number;
}
