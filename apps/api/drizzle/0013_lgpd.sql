CREATE TABLE "access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"codusuario" integer NOT NULL,
	"codcandidato" integer,
	"acao" varchar(30) NOT NULL,
	"detalhe" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "privacy_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"codcandidato" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"situacao" varchar(10) DEFAULT 'ABERTA' NOT NULL,
	"resposta" text,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"prazo" date NOT NULL,
	"respondida_em" timestamp with time zone,
	"respondida_por" integer
);
--> statement-breakpoint
CREATE INDEX "access_log_candidate_idx" ON "access_log" USING btree ("codadm","codcli","codcandidato","at");--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("codadm","codcli","at");--> statement-breakpoint
CREATE INDEX "privacy_request_client_idx" ON "privacy_request" USING btree ("codadm","codcli","situacao","prazo");--> statement-breakpoint
CREATE INDEX "privacy_request_candidate_idx" ON "privacy_request" USING btree ("codcandidato");