CREATE TABLE "authorized_person" (
	"idpessoa" serial PRIMARY KEY NOT NULL,
	"codcandidato" integer NOT NULL,
	"nome" varchar(70) NOT NULL,
	"tipodoc" varchar(3) NOT NULL,
	"documento" varchar(14) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank" (
	"codbanco" integer PRIMARY KEY NOT NULL,
	"codbacen" char(3) NOT NULL,
	"nome" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cep_cache" (
	"cep" char(8) PRIMARY KEY NOT NULL,
	"answer" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country" (
	"codigo" char(2) PRIMARY KEY NOT NULL,
	"nome" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dependent" (
	"coddep" serial PRIMARY KEY NOT NULL,
	"codcandidato" integer NOT NULL,
	"nome" varchar(70) NOT NULL,
	"parentesco" smallint NOT NULL,
	"parentesco_outros" varchar(50),
	"idestcivil" varchar(3),
	"sexo" char(1),
	"cpf" varchar(11),
	"possuirg" boolean,
	"rg" varchar(14),
	"localnascimento" varchar(100),
	"datnasc" date,
	"pcd" char(1),
	"nomemae" varchar(70),
	"dependenteirrf" boolean,
	"assistenciamed" boolean,
	"assistenciaodont" boolean,
	"segurovida" boolean,
	"salariofamilia" boolean
);
--> statement-breakpoint
CREATE TABLE "education_level" (
	"id" smallint PRIMARY KEY NOT NULL,
	"grauinstrucao" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "human_race" (
	"id" smallint PRIMARY KEY NOT NULL,
	"raca" varchar(30) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marital_status" (
	"id" varchar(3) PRIMARY KEY NOT NULL,
	"estadocivil" varchar(40) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_place" (
	"id" smallint PRIMARY KEY NOT NULL,
	"descricao" varchar(40) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorized_person" ADD CONSTRAINT "authorized_person_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dependent" ADD CONSTRAINT "dependent_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorized_person_candidate_idx" ON "authorized_person" USING btree ("codcandidato");--> statement-breakpoint
CREATE INDEX "dependent_candidate_idx" ON "dependent" USING btree ("codcandidato");