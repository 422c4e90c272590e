/** Content of the reference lists (docs/design.md §6): eSocial tables and the street types in use. */
import { getBanks } from '@brazilian-utils/brazilian-utils';

export const MARITAL_STATUS = [
  { id: 'CAS', estadocivil: 'Casado(a)' },
  { id: 'DIV', estadocivil: 'Divorciado(a)' },
  { id: 'SOL', estadocivil: 'Solteiro(a)' },
  { id: 'SPJ', estadocivil: 'Separado(a) judicialmente' },
  { id: 'UNE', estadocivil: 'União estável' },
  { id: 'VIU', estadocivil: 'Viúvo(a)' },
];

/** eSocial table of education levels (grauInstr). */
export const EDUCATION_LEVELS = [
  'Analfabeto, inclusive o que, embora tenha recebido instrução, não se alfabetizou',
  'Até o 5º ano incompleto do Ensino Fundamental',
  '5º ano completo do Ensino Fundamental',
  'Do 6º ao 9º ano do Ensino Fundamental incompleto',
  'Ensino Fundamental completo',
  'Ensino Médio incompleto',
  'Ensino Médio completo',
  'Educação Superior incompleta',
  'Educação Superior completa',
  'Pós-Graduação completa',
  'Mestrado completo',
  'Doutorado completo',
].map((grauinstrucao, i) => ({ id: i + 1, grauinstrucao }));

/** eSocial racaCor; 'Não informado' is kept but not offered (race/colour is mandatory). */
export const HUMAN_RACES = [
  { id: 1, raca: 'Branca', ativo: true },
  { id: 2, raca: 'Preta', ativo: true },
  { id: 3, raca: 'Parda', ativo: true },
  { id: 4, raca: 'Amarela', ativo: true },
  { id: 5, raca: 'Indígena', ativo: true },
  { id: 6, raca: 'Não informado', ativo: false },
];

/** Street types; id 33 = Rua is the default of spec 2 §4.7. */
export const PUBLIC_PLACES = [
  'Aeroporto',
  'Alameda',
  'Área',
  'Avenida',
  'Campo',
  'Chácara',
  'Colônia',
  'Condomínio',
  'Conjunto',
  'Distrito',
  'Esplanada',
  'Estação',
  'Estrada',
  'Favela',
  'Fazenda',
  'Feira',
  'Jardim',
  'Ladeira',
  'Lago',
  'Lagoa',
  'Largo',
  'Loteamento',
  'Morro',
  'Núcleo',
  'Parque',
  'Passarela',
  'Pátio',
  'Praça',
  'Quadra',
  'Recanto',
  'Residencial',
  'Rodovia',
  'Rua',
  'Setor',
  'Sítio',
  'Travessa',
  'Trecho',
  'Trevo',
  'Vale',
  'Vereda',
  'Via',
  'Viaduto',
  'Viela',
  'Vila',
].map((descricao, i) => ({ id: i + 1, descricao }));

/** Region codes that are not countries. */
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'QO',
  'XA',
  'XB',
  'ZZ',
  'AC',
  'CP',
  'DG',
  'EA',
  'IC',
  'TA',
  'XK',
]);

/** Every country with its pt-BR name, from the runtime's ICU data (no network, no list to keep). */
export function countries(): { codigo: string; nome: string }[] {
  const names = new Intl.DisplayNames(['pt-BR'], { type: 'region' });
  const out: { codigo: string; nome: string }[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        name = undefined;
      }
      if (name && name !== code) out.push({ codigo: code, nome: name });
    }
  return out.sort((x, y) => x.nome.localeCompare(y.nome, 'pt-BR'));
}

/**
 * Names people call banks by, with the codes they mean (issue 14: 'nubank' is Nu Pagamentos). Kept
 * beside the bank table they point into; the search folds accents and case on both sides, so each
 * alias is written plain and lower-case.
 */
export const BANK_ALIASES: Readonly<Record<string, readonly number[]>> = {
  itau: [341],
  unibanco: [341],
  nubank: [260],
  nu: [260],
  pagbank: [290],
  pagseguro: [290],
  inter: [77],
  c6: [336],
  'c6 bank': [336],
  'mercado pago': [323],
  mercadopago: [323],
  picpay: [380],
  caixa: [104],
  cef: [104],
  bb: [1],
  'banco do brasil': [1],
  santander: [33],
  bradesco: [237],
  original: [212],
  btg: [208],
  neon: [536],
  sicoob: [756],
  sicredi: [748],
  banrisul: [41],
};

export function banks(): { codbanco: number; codbacen: string; nome: string }[] {
  const seen = new Set<number>();
  return getBanks()
    .filter((b) => /^\d{3}$/.test(b.code))
    .map((b) => ({ codbanco: Number(b.code), codbacen: b.code, nome: b.name.slice(0, 120) }))
    .filter((b) => (seen.has(b.codbanco) ? false : (seen.add(b.codbanco), true)));
}
