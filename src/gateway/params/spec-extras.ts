import { group, type SpecGroup } from "./spec-table.ts";

/** Spec 2.21: names of 3 to 64 letters, digits, dots, underscores (KEY64); values up to 2048 characters. */
export const CUSTOM_PARAMETERS: SpecGroup = group({
  id: "customParameters",
  section: "2.21",
  rows: [["customParameters[key]", "AN2048{0,2048}", "C"]],
});

/** Spec 2.25, all optional. */
export const RISK: SpecGroup = group({
  id: "risk",
  section: "2.25",
  rows: [
    ["risk.channelId", "AN255", "O"],
    ["risk.serviceId", "AN255", "O"],
    ["risk.amount", "N10.N2", "O"],
    ["risk.orderTimestamp", "DATETIME", "O"],
    ["risk.brand", "AN255", "O"],
    ["risk.parameters[name]", "AN2048{0,2048}", "O"],
    ["risk.merchantWebsite", "AN60", "O"],
    ["risk.accountToken", "AN64", "O"],
  ],
});

const UNITS = "YEAR|MONTH|WEEK|DAY|HOUR|MINUTE|SECOND";

/** Spec 2.26, scheduling, all optional; the cron-like fields take the special characters the spec lists per field. */
export const JOB: SpecGroup = group({
  id: "job",
  section: "2.26",
  rows: [
    ["job.name", "AN64", "O"],
    ["job.year", "CRON_YEAR", "O"],
    ["job.month", "CRON_MONTH", "O"],
    ["job.dayOfMonth", "CRON_DAY_OF_MONTH", "O"],
    ["job.dayOfWeek", "CRON_DAY_OF_WEEK", "O"],
    ["job.hour", "CRON_HOUR", "O"],
    ["job.minute", "CRON_MINUTE", "O"],
    ["job.second", "CRON_SECOND", "O"],
    ["job.startDate", "DATETIME", "O"],
    ["job.endDate", "DATETIME", "O"],
    ["job.noticeUnit", UNITS, "O"],
    ["job.durationUnit", UNITS, "O"],
    ["job.noticeNumber", "N16", "O"],
    ["job.durationNumber", "N16", "O"],
    ["job.noticeCallable", "ANYTIME|DURATION_END", "O"],
    ["job.expression", "CRON_EXPRESSION", "O"],
  ],
});

/** Spec 2.27, card on file. */
export const STANDING_INSTRUCTION: SpecGroup = group({
  id: "standingInstruction",
  section: "2.27",
  rows: [
    ["standingInstruction.type", "UNSCHEDULED|INSTALLMENT|RECURRING", "C"],
    ["standingInstruction.recurringType", "STANDING_ORDER|SUBSCRIPTION", "C"],
    ["standingInstruction.mode", "INITIAL|REPEATED", "C"],
    ["standingInstruction.source", "CIT|MIT", "C"],
    ["standingInstruction.initialTransactionId", "AN255", "C"],
    ["standingInstruction.industryPractice", "INCREMENTAL_AUTH|RESUBMISSION|REAUTHORIZATION|DELAYED_CHARGES|NO_SHOW", "C"],
    ["standingInstruction.expiry", "DATE", "C"],
    ["standingInstruction.frequency", "N4", "C"],
    ["standingInstruction.numberOfInstallments", "N3", "C"],
    ["standingInstruction.agreementId", "AN35", "O"],
  ],
});
