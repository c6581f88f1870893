-- The Mid-Season Doubles record closed registration at check-in (2025-11-15 13:30 EST), while the home page announces
-- "Registration closes November 8th, 2025, 2:00 PM EST" (spec 1): the page now reads the record, so the record
-- says what the announcement says. A date staff have already changed is left as they set it.
UPDATE "tournaments" SET "registration_closes_at" = '2025-11-08 14:00-05'
WHERE "key" = 'mid-season-doubles' AND "registration_closes_at" = '2025-11-15 13:30-05';
