/** `npm run seed`: loads reference data and, when the database is empty, the demo data. */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { loadReferenceData } from '../modules/reference/index.ts';
import { seedDemo } from './demo-data.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await loadReferenceData(database.db);
  console.log(
    (await seedDemo(database.db)) ? 'Dados de demonstração carregados.' : 'O banco já tem dados: nada feito.',
  );
} finally {
  await database.close();
}
