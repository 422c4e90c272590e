CREATE TABLE "client_benefits" (
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"obs_beneficios" text NOT NULL,
	"datultatualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_benefits_codadm_codcli_pk" PRIMARY KEY("codadm","codcli")
);
--> statement-breakpoint
CREATE TABLE "doubt" (
	"codduvida" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"descricao" text NOT NULL,
	"resumo" varchar(300),
	"datatualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "editor_image" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"module" varchar(30) NOT NULL,
	"bucket" char(1) DEFAULT 'L' NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"mime" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editor_image_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "candidate_document" (
	"codcandidato" integer NOT NULL,
	"codtipodoc" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"conferido" boolean DEFAULT false NOT NULL,
	"observacao_status" varchar(230),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_document_codcandidato_codtipodoc_pk" PRIMARY KEY("codcandidato","codtipodoc")
);
--> statement-breakpoint
CREATE TABLE "candidate_log" (
	"codlog" bigserial PRIMARY KEY NOT NULL,
	"codcandidato" integer NOT NULL,
	"codstatus" smallint NOT NULL,
	"codusuario" integer,
	"usuario" varchar(100),
	"observacoes" varchar(500),
	"datlog" timestamp with time zone DEFAULT now() NOT NULL,
	"tipo" varchar(2) DEFAULT '0' NOT NULL,
	"codtipodoc" integer
);
--> statement-breakpoint
CREATE TABLE "document_file" (
	"codimagem" bigserial PRIMARY KEY NOT NULL,
	"codcandidato" integer NOT NULL,
	"codtipodoc" integer NOT NULL,
	"bucket" char(1) DEFAULT 'L' NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"kind" varchar(5) NOT NULL,
	"mime" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"pages" smallint,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"replaces" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(30) NOT NULL,
	CONSTRAINT "document_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "document_observation" (
	"codobservacao" bigserial PRIMARY KEY NOT NULL,
	"codcandidato" integer NOT NULL,
	"codtipodoc" integer NOT NULL,
	"acao" varchar(2) NOT NULL,
	"observacao" varchar(230) NOT NULL,
	"codusuario" integer,
	"datlog" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_type" (
	"codtipodoc" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"documento" varchar(100) NOT NULL,
	"observacao" varchar(230),
	"opcional" boolean DEFAULT false NOT NULL,
	"opcional_est" boolean DEFAULT false NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"nacionalidade" varchar(3),
	"campos_validacao" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "temp_upload" (
	"token" varchar(64) PRIMARY KEY NOT NULL,
	"codadm" integer,
	"codcli" char(3),
	"bucket" char(1) DEFAULT 'L' NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"mime" varchar(50) NOT NULL,
	"size" integer NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "temp_upload_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "candidate_document" ADD CONSTRAINT "candidate_document_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_document" ADD CONSTRAINT "candidate_document_codtipodoc_document_type_codtipodoc_fk" FOREIGN KEY ("codtipodoc") REFERENCES "public"."document_type"("codtipodoc") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_log" ADD CONSTRAINT "candidate_log_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_file" ADD CONSTRAINT "document_file_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_observation" ADD CONSTRAINT "document_observation_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doubt_tenant_idx" ON "doubt" USING btree ("codadm","codcli");--> statement-breakpoint
CREATE INDEX "candidate_log_candidate_idx" ON "candidate_log" USING btree ("codcandidato","datlog");--> statement-breakpoint
CREATE INDEX "document_file_candidate_idx" ON "document_file" USING btree ("codcandidato","codtipodoc");--> statement-breakpoint
CREATE INDEX "document_observation_candidate_idx" ON "document_observation" USING btree ("codcandidato","codtipodoc");--> statement-breakpoint
CREATE INDEX "document_type_tenant_idx" ON "document_type" USING btree ("codadm","codcli","ordem");--> statement-breakpoint
CREATE INDEX "temp_upload_expiry_idx" ON "temp_upload" USING btree ("expires_at");