-- Widens the deal amount to four decimals (the sale price exactly, docs/lifecycles.md "Money"); a rewrite of
-- deals under its lock: thousands of rows, well under a second.
ALTER TABLE "deals" ALTER COLUMN "amount" SET DATA TYPE numeric(16, 4);