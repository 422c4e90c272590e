CREATE TABLE "esocial_batch" (
	"id" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"ambiente" smallint NOT NULL,
	"empregador_insc" varchar(15) NOT NULL,
	"transmissor_insc" varchar(15) NOT NULL,
	"status" varchar(20) NOT NULL,
	"protocolo" varchar(30),
	"cd_resposta" smallint,
	"desc_resposta" varchar(500),
	"ocorrencias" jsonb,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" varchar(100) NOT NULL,
	"received_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"next_poll_at" timestamp with time zone,
	"poll_attempts" smallint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" varchar(300),
	CONSTRAINT "esocial_batch_status_check" CHECK (status in ('ENVIANDO', 'ENVIADO', 'EM_PROCESSAMENTO', 'PROCESSADO', 'RECUSADO', 'ERRO_ENVIO', 'ERRO_CONSULTA')),
	CONSTRAINT "esocial_batch_ambiente_check" CHECK (ambiente in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "esocial_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"codcandidato" integer NOT NULL,
	"kind" varchar(6) NOT NULL,
	"event_id" varchar(36) NOT NULL,
	"ambiente" smallint NOT NULL,
	"xml" text NOT NULL,
	"batch_id" integer,
	"status" varchar(20) NOT NULL,
	"cd_resposta" smallint,
	"desc_resposta" varchar(500),
	"nr_recibo" varchar(40),
	"ocorrencias" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" varchar(100),
	"sent_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esocial_event_kind_check" CHECK (kind in ('S-2200', 'S-2190', 'S-2300', 'S-3000')),
	CONSTRAINT "esocial_event_status_check" CHECK (status in ('ASSINADO', 'ENVIADO', 'EM_PROCESSAMENTO', 'RECEBIDO', 'REJEITADO', 'ERRO_ENVIO'))
);
--> statement-breakpoint
ALTER TABLE "esocial_batch" ADD CONSTRAINT "esocial_batch_codadm_codcli_client_codadm_codcli_fk" FOREIGN KEY ("codadm","codcli") REFERENCES "public"."client"("codadm","codcli") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_event" ADD CONSTRAINT "esocial_event_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esocial_event" ADD CONSTRAINT "esocial_event_batch_id_esocial_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."esocial_batch"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esocial_batch_protocolo_uq" ON "esocial_batch" USING btree ("protocolo");--> statement-breakpoint
CREATE INDEX "esocial_batch_poll_due_idx" ON "esocial_batch" USING btree ("next_poll_at") WHERE "esocial_batch"."next_poll_at" is not null and "esocial_batch"."status" in ('ENVIADO', 'EM_PROCESSAMENTO');--> statement-breakpoint
CREATE UNIQUE INDEX "esocial_event_id_uq" ON "esocial_event" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "esocial_event_candidate_idx" ON "esocial_event" USING btree ("codcandidato","kind","id");--> statement-breakpoint
CREATE INDEX "esocial_event_batch_idx" ON "esocial_event" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "esocial_event_current_uq" ON "esocial_event" USING btree ("codcandidato","kind") WHERE status in ('ASSINADO', 'ENVIADO', 'EM_PROCESSAMENTO', 'RECEBIDO', 'ERRO_ENVIO');