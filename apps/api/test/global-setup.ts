import { dropTemplate, prepareTemplate } from '../src/testing/template-db.ts';

export async function setup() {
  await prepareTemplate();
}
export async function teardown() {
  await dropTemplate();
}
