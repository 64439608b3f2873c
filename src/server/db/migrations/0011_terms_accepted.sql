-- The buyer's agreement to the Terms and Conditions, kept with the order (issue 19). Orders
-- placed before this migration were agreed in the browser only: they stay null, never invented.
ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp with time zone;
