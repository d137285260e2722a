-- Two live bookings never overlap, buffers included (issue 25, decision 099). drizzle-kit cannot
-- express an exclusion constraint, so it lives in this custom migration. GiST over a range type
-- alone needs no extension (btree_gist only for equality columns), on PGlite and PostgreSQL alike;
-- an overlapping insert or update fails with SQLSTATE 23P01.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("blocked" WITH &&) WHERE ("state" IN ('requested', 'confirmed'));--> statement-breakpoint
-- Blocked times are looked up by overlap with a slot's range.
CREATE INDEX "booking_blocked_times_during_idx" ON "booking_blocked_times" USING gist ("during");
