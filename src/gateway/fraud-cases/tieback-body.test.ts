import { describe, expect, it } from "vitest";
import { type CaseRow, type Decision, TIEBACK_KEYS } from "./case-rows.ts";
import { processDate, tiebackBody } from "./tieback-body.ts";

const CASE: CaseRow = {
  id: "c".repeat(32),
  entity_id: "8a8294174b7ecb28014b9699220015ca",
  payment_id: "p".repeat(32),
  merchant_transaction_id: "order-0001",
  status: "OPEN",
  created_at: 0,
  decided_at: null,
  userid: "analyst 7",
  note: "called the shopper & checked",
  cancelreason: "stolen card",
};
const AT = Date.UTC(2026, 5, 15, 12, 30, 5, 42);

describe("tieback bodies", () => {
  it("formats processdate as yyyy-MM-dd HH:mm:ss.SSS", () => {
    expect(processDate(AT)).toBe("2026-06-15 12:30:05.042");
  });

  it.each<[Decision, string]>([
    [
      "APPROVE",
      "client=8a8294174b7ecb28014b9699220015ca&subclientid=8a8294174b7ecb28014b9699220015ca&transactionid=order-0001&paymentid=pppppppppppppppppppppppppppppppp&decision=APPROVE&userid=analyst+7&note=called+the+shopper+%26+checked&processdate=2026-06-15+12%3A30%3A05.042",
    ],
    [
      "CANCEL",
      "client=8a8294174b7ecb28014b9699220015ca&subclientid=8a8294174b7ecb28014b9699220015ca&transactionid=order-0001&paymentid=pppppppppppppppppppppppppppppppp&decision=CANCEL&userid=analyst+7&cancelreason=stolen+card&note=called+the+shopper+%26+checked&processdate=2026-06-15+12%3A30%3A05.042",
    ],
  ])("%s with every key", (decision, body) => {
    expect(tiebackBody(CASE, decision, AT, { keys: TIEBACK_KEYS, fixed: {} })).toBe(body);
  });

  it("sends only the configured keys, then the merchant's fixed pairs", () => {
    expect(tiebackBody(CASE, "PENDING", AT, { keys: ["transactionid", "decision"], fixed: { shop: "berlin-1", v: "2" } })).toBe(
      "transactionid=order-0001&decision=PENDING&shop=berlin-1&v=2",
    );
  });

  it("leaves out keys without a value", () => {
    const bare = { ...CASE, userid: null, note: null, merchant_transaction_id: null };
    expect(tiebackBody(bare, "APPROVE", AT, { keys: ["transactionid", "userid", "note", "decision"], fixed: {} })).toBe("decision=APPROVE");
  });
});
