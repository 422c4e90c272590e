ALTER TABLE "candidate" ADD COLUMN "nivestagio" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "areaatuacao" varchar(100);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "cnpjinstensino" varchar(14);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "natestagio" varchar(10);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "dtprevterm" date;--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "cnpjagntinteg" varchar(14);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "cpfsupervisor" varchar(11);--> statement-breakpoint
ALTER TABLE "candidate" ADD COLUMN "nrapol" varchar(30);