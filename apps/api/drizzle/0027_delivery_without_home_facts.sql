ALTER TABLE "candidate" DROP COLUMN "domicexterior_entrega";--> statement-breakpoint
ALTER TABLE "candidate" DROP COLUMN "residpropria_entrega";--> statement-breakpoint
ALTER TABLE "candidate" DROP COLUMN "utilizoufgts_entrega";