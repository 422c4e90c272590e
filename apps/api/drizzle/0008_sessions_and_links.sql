CREATE TABLE "auth_session" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"subject" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shared_link" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"codcandidato" integer,
	"detail" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "excluido_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "auth_session_subject_idx" ON "auth_session" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "shared_link_tenant_idx" ON "shared_link" USING btree ("codadm","codcli","kind","codcandidato");--> statement-breakpoint
CREATE INDEX "refresh_token_family_idx" ON "refresh_token" USING btree ("family");