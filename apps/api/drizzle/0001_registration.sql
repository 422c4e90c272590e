CREATE TABLE "client_settings" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_settings_codadm_codcli_pk" PRIMARY KEY("codadm","codcli")
);
--> statement-breakpoint
CREATE TABLE "custom_field" (
	"codinfo" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"numcampo" smallint NOT NULL,
	"descricao" varchar(100) NOT NULL,
	"tipo" char(1) NOT NULL,
	"opcoes" varchar(255),
	"resp_preenchimento" char(1) NOT NULL,
	"obrigatorio" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_field_data" (
	"codcandidato" integer NOT NULL,
	"codinfo" integer NOT NULL,
	"descricao" varchar(255) NOT NULL,
	CONSTRAINT "custom_field_data_codcandidato_codinfo_pk" PRIMARY KEY("codcandidato","codinfo")
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"codunidade" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"unidade" varchar(100) NOT NULL,
	"emailresponsavel" varchar(100) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "codunidade" integer;--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "tipocargo" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "cargo" varchar(50);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "vaga" varchar(50);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "gestor" varchar(50);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "recrutador" varchar(50);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "telefone" varchar(11);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "celular" varchar(11);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "observacoes" varchar(500);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "codbanco" integer;--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "codusuario_cadastro" integer;--> statement-breakpoint
ALTER TABLE "custom_field_data" ADD CONSTRAINT "custom_field_data_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_field_data" ADD CONSTRAINT "custom_field_data_codinfo_custom_field_codinfo_fk" FOREIGN KEY ("codinfo") REFERENCES "public"."custom_field"("codinfo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_field_tenant_idx" ON "custom_field" USING btree ("codadm","codcli");--> statement-breakpoint
CREATE INDEX "unit_tenant_idx" ON "unit" USING btree ("codadm","codcli");--> statement-breakpoint
ALTER TABLE "candidate" ADD CONSTRAINT "candidate_codunidade_unit_codunidade_fk" FOREIGN KEY ("codunidade") REFERENCES "public"."unit"("codunidade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_tenant_cadastro_idx" ON "candidate" USING btree ("codadm","codcli","datcadastro","codcandidato");--> statement-breakpoint
CREATE INDEX "candidate_tenant_inicio_idx" ON "candidate" USING btree ("codadm","codcli","datinicio","codcandidato");--> statement-breakpoint
CREATE INDEX "candidate_tenant_interacao_idx" ON "candidate" USING btree ("codadm","codcli","datultinteracao","codcandidato");--> statement-breakpoint
CREATE INDEX "candidate_tenant_nome_sort_idx" ON "candidate" USING btree ("codadm","codcli",lower("nome"),"codcandidato");--> statement-breakpoint
CREATE INDEX "candidate_tenant_nome_idx" ON "candidate" USING btree ("codadm","codcli",lower("nome") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "candidate_tenant_gestor_idx" ON "candidate" USING btree ("codadm","codcli","gestor");