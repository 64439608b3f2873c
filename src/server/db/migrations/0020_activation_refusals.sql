CREATE TABLE "activation_refusals" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL
);
