CREATE TABLE "kit_document" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"template_id" integer,
	"nome" varchar(120) NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"original_key" varchar(300) NOT NULL,
	"original_sha256" char(64) NOT NULL,
	"pages" smallint NOT NULL,
	"signed_key" varchar(300),
	"signed_sha256" char(64),
	"verify_code" varchar(20),
	"sealed_at" timestamp with time zone,
	"timestamped" boolean,
	"evidence" jsonb,
	"refused_reason" varchar(500),
	"seal_next_at" timestamp with time zone,
	"seal_attempts" smallint DEFAULT 0 NOT NULL,
	"seal_error" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "kit_signer" (
	"id" serial PRIMARY KEY NOT NULL,
	"kit_id" integer NOT NULL,
	"papel" varchar(12) NOT NULL,
	"ordem" smallint NOT NULL,
	"nome" varchar(150) NOT NULL,
	"cpf" varchar(11),
	"email" varchar(100),
	"idpessoa" integer,
	"codusuario" integer,
	"signed_at" timestamp with time zone,
	"ip" varchar(45),
	"user_agent" varchar(300),
	"code_channel" varchar(10),
	CONSTRAINT "kit_signer_papel_check" CHECK (papel in ('CANDIDATO', 'RESPONSAVEL', 'EMPRESA'))
);
--> statement-breakpoint
CREATE TABLE "kit_template" (
	"id" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"nome" varchar(120) NOT NULL,
	"tipo" varchar(10) NOT NULL,
	"corpo" text DEFAULT '' NOT NULL,
	"aplica_a" varchar(10) DEFAULT 'TODOS' NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(100),
	CONSTRAINT "kit_template_tipo_check" CHECK (tipo in ('TEXTO', 'FICHA')),
	CONSTRAINT "kit_template_aplica_a_check" CHECK (aplica_a in ('TODOS', 'CLT', 'ESTAGIO'))
);
--> statement-breakpoint
CREATE TABLE "signature_kit" (
	"id" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"codcandidato" integer NOT NULL,
	"versao" smallint DEFAULT 1 NOT NULL,
	"status" varchar(25) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" varchar(100) NOT NULL,
	"completed_at" timestamp with time zone,
	"refused_reason" varchar(500),
	"replaced_by" integer,
	CONSTRAINT "signature_kit_status_check" CHECK (status in ('AGUARDANDO_CANDIDATO', 'AGUARDANDO_RESPONSAVEL', 'AGUARDANDO_EMPRESA', 'SELANDO', 'ASSINADO', 'RECUSADO', 'SUBSTITUIDO'))
);
--> statement-breakpoint
ALTER TABLE "staff_user" ADD COLUMN "assinatura" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kit_document" ADD CONSTRAINT "kit_document_kit_id_signature_kit_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."signature_kit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_signer" ADD CONSTRAINT "kit_signer_kit_id_signature_kit_id_fk" FOREIGN KEY ("kit_id") REFERENCES "public"."signature_kit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kit_template" ADD CONSTRAINT "kit_template_codadm_codcli_client_codadm_codcli_fk" FOREIGN KEY ("codadm","codcli") REFERENCES "public"."client"("codadm","codcli") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_kit" ADD CONSTRAINT "signature_kit_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kit_document_kit_idx" ON "kit_document" USING btree ("kit_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_document_verify_code_uq" ON "kit_document" USING btree ("verify_code");--> statement-breakpoint
CREATE UNIQUE INDEX "kit_document_signed_sha_idx" ON "kit_document" USING btree ("signed_sha256");--> statement-breakpoint
CREATE INDEX "kit_document_seal_due_idx" ON "kit_document" USING btree ("seal_next_at") WHERE "kit_document"."seal_next_at" is not null;--> statement-breakpoint
CREATE INDEX "kit_signer_kit_idx" ON "kit_signer" USING btree ("kit_id","ordem");--> statement-breakpoint
CREATE INDEX "kit_template_client_idx" ON "kit_template" USING btree ("codadm","codcli","ordem");--> statement-breakpoint
CREATE INDEX "signature_kit_candidate_idx" ON "signature_kit" USING btree ("codcandidato","versao");--> statement-breakpoint
CREATE INDEX "signature_kit_client_status_idx" ON "signature_kit" USING btree ("codadm","codcli","status");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_kit_version_uq" ON "signature_kit" USING btree ("codcandidato","versao");