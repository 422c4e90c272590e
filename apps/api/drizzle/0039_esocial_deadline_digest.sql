CREATE TABLE "esocial_deadline_digest" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"to_address" varchar(200) NOT NULL,
	"day" date NOT NULL,
	"lines" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esocial_deadline_digest_codadm_codcli_to_address_day_pk" PRIMARY KEY("codadm","codcli","to_address","day")
);
