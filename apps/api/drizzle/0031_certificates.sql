CREATE TABLE "client_certificate" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"p12_sealed" text NOT NULL,
	"password_sealed" text NOT NULL,
	"subject" varchar(500) NOT NULL,
	"cnpj" char(14),
	"issuer" varchar(500) NOT NULL,
	"serial" varchar(100) NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"icp_brasil" boolean NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" varchar(100) NOT NULL,
	CONSTRAINT "client_certificate_codadm_codcli_pk" PRIMARY KEY("codadm","codcli")
);
--> statement-breakpoint
CREATE TABLE "installation_certificate" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"p12_sealed" text NOT NULL,
	"password_sealed" text NOT NULL,
	"subject" varchar(500) NOT NULL,
	"cnpj" char(14),
	"issuer" varchar(500) NOT NULL,
	"serial" varchar(100) NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"icp_brasil" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installation_certificate_one_row" CHECK ("installation_certificate"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "client_certificate" ADD CONSTRAINT "client_certificate_codadm_codcli_client_codadm_codcli_fk" FOREIGN KEY ("codadm","codcli") REFERENCES "public"."client"("codadm","codcli") ON DELETE cascade ON UPDATE no action;