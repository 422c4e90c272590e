ALTER TABLE "authorized_person" ALTER COLUMN "tipodoc" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "dependent" ALTER COLUMN "parentesco" SET DATA TYPE varchar(10) USING "parentesco"::text;--> statement-breakpoint
ALTER TABLE "dependent" ALTER COLUMN "idestcivil" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "dependent" ALTER COLUMN "sexo" SET DATA TYPE varchar(10);--> statement-breakpoint
ALTER TABLE "dependent" ALTER COLUMN "pcd" SET DATA TYPE varchar(10);