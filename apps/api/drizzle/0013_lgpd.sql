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
CREATE INDEX "access_log_candidate_idx" ON "access_log" USING btree ("codadm","codcli","codcandidato","at");--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("codadm","codcli","at");