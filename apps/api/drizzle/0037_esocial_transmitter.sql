CREATE TABLE "transmitter_certificate" (
	"codadm" integer PRIMARY KEY NOT NULL,
	"p12_sealed" text NOT NULL,
	"password_sealed" text NOT NULL,
	"subject" varchar(500) NOT NULL,
	"cnpj" char(14),
	"issuer" varchar(500) NOT NULL,
	"serial" varchar(100) NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"icp_brasil" boolean NOT NULL,
	"cnpj_transmissor" char(14) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_esocial" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"transmissao" varchar(12) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(100) NOT NULL,
	CONSTRAINT "client_esocial_codadm_codcli_pk" PRIMARY KEY("codadm","codcli"),
	CONSTRAINT "client_esocial_transmissao" CHECK ("client_esocial"."transmissao" in ('EMPREGADOR', 'TRANSMISSOR', 'FOLHA'))
);
--> statement-breakpoint
ALTER TABLE "transmitter_certificate" ADD CONSTRAINT "transmitter_certificate_codadm_admin_account_codadm_fk" FOREIGN KEY ("codadm") REFERENCES "public"."admin_account"("codadm") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_esocial" ADD CONSTRAINT "client_esocial_codadm_codcli_client_codadm_codcli_fk" FOREIGN KEY ("codadm","codcli") REFERENCES "public"."client"("codadm","codcli") ON DELETE cascade ON UPDATE no action;