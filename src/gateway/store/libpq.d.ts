/** The part of the `libpq` package (node-postgres's native binding) the PostgreSQL store uses: libpq's synchronous calls. */
declare module "libpq" {
  class PQ {
    connectSync(conninfo?: string): void;
    finish(): void;
    errorMessage(): string;
    /** 0 idle, 1 active, 2 in a transaction, 3 in a failed transaction, 4 unknown (connection lost). */
    transactionStatus(): number;
    exec(command: string): void;
    execParams(command: string, params: (string | null)[]): void;
    prepare(name: string, command: string, nParams: number): void;
    execPrepared(name: string, params: (string | null)[]): void;
    resultStatus(): string;
    resultErrorMessage(): string;
    resultErrorFields(): { sqlState?: string; messagePrimary?: string } | undefined;
    ntuples(): number;
    nfields(): number;
    fname(column: number): string;
    ftype(column: number): number;
    getvalue(row: number, column: number): string;
    getisnull(row: number, column: number): boolean;
    cmdStatus(): string;
    cmdTuples(): string;
    escapeIdentifier(value: string): string;
  }
  export = PQ;
}
