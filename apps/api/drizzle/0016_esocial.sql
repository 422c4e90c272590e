ALTER TABLE "staff_user" ADD COLUMN "esocial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "paisnacionalidade" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "temporesidencia" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "condingresso" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "deffisica" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "defvisual" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "defauditiva" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "defmental" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "defintelectual" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "reabreadap" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "matricula" varchar(30);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "codcateg" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "cbocargo" varchar(6);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "vrsalfx" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "undsalfixo" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "dscsalvar" varchar(999);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "tpcontr" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "dtterm" date;--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "clauassec" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "objdet" varchar(255);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "tpregjor" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "tpjornada" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "tmpparc" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "dscjorn" varchar(999);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "natatividade" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "cnpjsindcategprof" varchar(14);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "dtbase" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "infocota" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "indaprend" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "cnpjentqual" varchar(14);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "cnpjestabaprend" varchar(14);--> statement-breakpoint
ALTER TABLE "unit" ADD COLUMN "cnpj" varchar(14);