-- Trigram indexes answer the admin order search ("contains" on email, name and tracking number),
-- which no btree index can. pg_trgm ships with PostgreSQL (and on Neon, Supabase and RDS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
