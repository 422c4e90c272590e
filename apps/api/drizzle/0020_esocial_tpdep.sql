ALTER TABLE "candidate" ALTER COLUMN "paisnacionalidade" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "dependent" ADD COLUMN "tpdep_esocial" varchar(10);--> statement-breakpoint
-- custom SQL
-- PAISNACIONALIDADE now holds the country's ISO code (the product's country list, as a foreign
-- birthplace); the S-2200 maps it to table 06. The 23 codes the field offered before become ISO.
UPDATE "candidate" SET "paisnacionalidade" = CASE "paisnacionalidade"
  WHEN '023' THEN 'DE' WHEN '040' THEN 'AO' WHEN '063' THEN 'AR' WHEN '097' THEN 'BO'
  WHEN '149' THEN 'CA' WHEN '158' THEN 'CL' WHEN '160' THEN 'CN' WHEN '169' THEN 'CO'
  WHEN '199' THEN 'CU' WHEN '239' THEN 'EC' WHEN '245' THEN 'ES' WHEN '249' THEN 'US'
  WHEN '275' THEN 'FR' WHEN '341' THEN 'HT' WHEN '386' THEN 'IT' WHEN '399' THEN 'JP'
  WHEN '493' THEN 'MX' WHEN '586' THEN 'PY' WHEN '589' THEN 'PE' WHEN '607' THEN 'PT'
  WHEN '628' THEN 'GB' WHEN '845' THEN 'UY' WHEN '850' THEN 'VE' ELSE NULL END
WHERE "paisnacionalidade" IS NOT NULL;
