CREATE TABLE "access_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"subject" varchar(30) NOT NULL,
	"code_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_account" (
	"codadm" integer PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" varchar(30) NOT NULL,
	"codadm" integer,
	"codcli" char(3),
	"entity" varchar(40) NOT NULL,
	"entity_id" varchar(40) NOT NULL,
	"action" varchar(40) NOT NULL,
	"field" varchar(60),
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
CREATE TABLE "candidate" (
	"codcandidato" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"nome" varchar(70) NOT NULL,
	"email" varchar(100) NOT NULL,
	"senha_hash" text,
	"trocar_senha" boolean DEFAULT false NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"codstatus" smallint DEFAULT 1 NOT NULL,
	"obsstatus" varchar(300),
	"datcadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"datultinteracao" timestamp with time zone,
	"datfinalizacao" timestamp with time zone,
	"datinicio" date
);
--> statement-breakpoint
CREATE TABLE "client" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"nomecli" varchar(100) NOT NULL,
	"logo" "bytea",
	"logo_mime" varchar(50),
	CONSTRAINT "client_codadm_codcli_pk" PRIMARY KEY("codadm","codcli")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" varchar(200) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "membership" (
	"codusuario" integer NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	CONSTRAINT "membership_codusuario_codadm_codcli_pk" PRIMARY KEY("codusuario","codadm","codcli")
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipio" (
	"codigo" char(7) PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"uf" char(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"family" varchar(36) NOT NULL,
	"subject" varchar(30) NOT NULL,
	"token_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_user" (
	"codusuario" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"usuario" varchar(100) NOT NULL,
	"permissao" varchar(10) NOT NULL,
	"senha_hash" text NOT NULL,
	"trocar_senha" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"session_version" integer DEFAULT 1 NOT NULL,
	"nomeusuario" varchar(100) NOT NULL,
	"cpf" varchar(11),
	"dtnasc" date,
	"cep" varchar(8),
	"endereco" varchar(100),
	"bairro" varchar(100),
	"cidade" varchar(100),
	"uf" char(2),
	"telefone" varchar(11),
	"cargo" varchar(100),
	"nomedepto" varchar(100),
	"email" varchar(100),
	"facebook" varchar(100),
	"foto" "bytea",
	"foto_mime" varchar(50),
	"reabrir_processo" boolean DEFAULT false NOT NULL,
	"finalizar" boolean DEFAULT false NOT NULL,
	"reenviar_pend" boolean DEFAULT false NOT NULL,
	"reset_senha" boolean DEFAULT false NOT NULL,
	"imprimir" boolean DEFAULT false NOT NULL,
	"cancelar" boolean DEFAULT false NOT NULL,
	"log" boolean DEFAULT false NOT NULL,
	"relatorio" boolean DEFAULT false NOT NULL,
	"link_imagens" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "status" (
	"codstatus" smallint PRIMARY KEY NOT NULL,
	"desstatus" varchar(60) NOT NULL,
	"corstatus" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uf" (
	"sigla" char(2) PRIMARY KEY NOT NULL,
	"nome" varchar(40) NOT NULL,
	"codigo_ibge" smallint NOT NULL,
	"regiao" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_partner_token" (
	"jti" varchar(100) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_codstatus_status_codstatus_fk" FOREIGN KEY ("codstatus") REFERENCES "public"."status"("codstatus") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_codadm_admin_account_codadm_fk" FOREIGN KEY ("codadm") REFERENCES "public"."admin_account"("codadm") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership" ADD CONSTRAINT "membership_codusuario_staff_user_codusuario_fk" FOREIGN KEY ("codusuario") REFERENCES "public"."staff_user"("codusuario") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_uf_uf_sigla_fk" FOREIGN KEY ("uf") REFERENCES "public"."uf"("sigla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_user" ADD CONSTRAINT "staff_user_codadm_admin_account_codadm_fk" FOREIGN KEY ("codadm") REFERENCES "public"."admin_account"("codadm") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_code_subject_idx" ON "access_code" USING btree ("subject","purpose");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_email_uq" ON "candidate" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "candidate_tenant_status_idx" ON "candidate" USING btree ("codadm","codcli","codstatus");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "municipio_uf_idx" ON "municipio" USING btree ("uf");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_uq" ON "refresh_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_token_subject_idx" ON "refresh_token" USING btree ("subject");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_usuario_uq" ON "staff_user" USING btree (lower("usuario"));--> statement-breakpoint
CREATE INDEX "staff_user_cpf_idx" ON "staff_user" USING btree ("cpf");