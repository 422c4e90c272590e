CREATE TABLE "conversation" (
	"codcandidato" integer PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_author" char(1) NOT NULL,
	"last_candidate_message" bigint DEFAULT 0 NOT NULL,
	"last_staff_message" bigint DEFAULT 0 NOT NULL,
	"staff_read" bigint DEFAULT 0 NOT NULL,
	"candidate_read" bigint DEFAULT 0 NOT NULL,
	"staff_noticed" bigint DEFAULT 0 NOT NULL,
	"candidate_noticed" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"codcandidato" integer NOT NULL,
	"author" char(1) NOT NULL,
	"codusuario" integer,
	"author_name" varchar(100) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hr_notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"codadm" integer NOT NULL,
	"codcli" char(3) NOT NULL,
	"codcandidato" integer NOT NULL,
	"event" varchar(30) NOT NULL,
	"to_address" varchar(200) NOT NULL,
	"day" date NOT NULL,
	"sent" boolean NOT NULL,
	"digested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_message" ADD CONSTRAINT "conversation_message_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hr_notice" ADD CONSTRAINT "hr_notice_codcandidato_candidate_codcandidato_fk" FOREIGN KEY ("codcandidato") REFERENCES "public"."candidate"("codcandidato") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_tenant_idx" ON "conversation" USING btree ("codadm","codcli","last_message_at");--> statement-breakpoint
CREATE INDEX "conversation_message_candidate_idx" ON "conversation_message" USING btree ("codcandidato","id");--> statement-breakpoint
CREATE INDEX "hr_notice_recipient_day_idx" ON "hr_notice" USING btree ("to_address","day");--> statement-breakpoint
CREATE INDEX "hr_notice_digest_idx" ON "hr_notice" USING btree ("day") WHERE not "hr_notice"."sent" and "hr_notice"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "hr_notice_candidate_idx" ON "hr_notice" USING btree ("codcandidato","event","created_at");