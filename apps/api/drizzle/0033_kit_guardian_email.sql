ALTER TABLE "authorized_person" ADD COLUMN "responsavel_legal" boolean;--> statement-breakpoint
ALTER TABLE "authorized_person" ADD COLUMN "email" varchar(100);