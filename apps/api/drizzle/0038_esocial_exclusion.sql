DROP INDEX "esocial_event_current_uq";--> statement-breakpoint
ALTER TABLE "esocial_event" ADD COLUMN "excluded_event_id" integer;--> statement-breakpoint
ALTER TABLE "esocial_event" ADD CONSTRAINT "esocial_event_excluded_fk" FOREIGN KEY ("excluded_event_id") REFERENCES "public"."esocial_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "esocial_event_current_uq" ON "esocial_event" USING btree ("codcandidato","kind",coalesce("excluded_event_id", 0)) WHERE status in ('ASSINADO', 'ENVIADO', 'EM_PROCESSAMENTO', 'RECEBIDO', 'ERRO_ENVIO');--> statement-breakpoint
ALTER TABLE "esocial_event" ADD CONSTRAINT "esocial_event_excluded_check" CHECK (("esocial_event"."kind" = 'S-3000') = ("esocial_event"."excluded_event_id" is not null));