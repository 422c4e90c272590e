/** Document types of the demo clients (docs/design.md §8): the set a Brazilian HR team asks for. */
import type { Db } from '../db/client.ts';
import { documentType, type ValidationTerm } from '../db/schema.ts';

interface DemoType {
  documento: string;
  observacao?: string;
  opcional?: boolean;
  opcionalEst?: boolean;
  nacionalidade?: 'BRA' | 'EST';
  campos?: ValidationTerm[];
}

const name: ValidationTerm = { NOME: 'NOME', TIPO: 'TEXTO' };
const cpf: ValidationTerm = { NOME: 'CPF', TIPO: 'CPF' };

export const DEMO_DOCUMENT_TYPES: DemoType[] = [
  {
    documento: 'RG (FRENTE E VERSO)',
    observacao: 'Envie a frente e o verso.',
    campos: [name, { NOME: 'RG', TIPO: 'TEXTO' }],
  },
  { documento: 'CPF', campos: [name, cpf] },
  {
    documento: 'CTPS (CARTEIRA DE TRABALHO)',
    observacao: 'Página da foto e da qualificação civil, ou a CTPS Digital.',
  },
  { documento: 'PIS / PASEP', opcional: true, opcionalEst: true },
  {
    documento: 'COMPROVANTE DE RESIDÊNCIA',
    observacao: 'Emitido nos últimos 3 meses.',
    campos: [{ NOME: 'CEP', TIPO: 'CEP' }],
  },
  { documento: 'FOTO 3X4', observacao: 'Foto recente, fundo claro, sem óculos.' },
  { documento: 'TÍTULO DE ELEITOR', opcionalEst: true, nacionalidade: 'BRA' },
  { documento: 'CERTIFICADO DE RESERVISTA', opcional: true, nacionalidade: 'BRA' },
  { documento: 'CERTIDÃO DE NASCIMENTO OU CASAMENTO' },
  { documento: 'COMPROVANTE DE ESCOLARIDADE' },
  { documento: 'CNH', opcional: true },
  { documento: 'CARTÃO SUS', opcional: true },
  { documento: 'COMPROVANTE BANCÁRIO', observacao: 'Cartão ou extrato com agência e conta.' },
  {
    documento: 'CERTIDÕES DOS DEPENDENTES',
    observacao: 'Nascimento dos filhos e casamento.',
    opcional: true,
  },
  { documento: 'RNE / CRNM', nacionalidade: 'EST' },
];

export async function seedDemoDocumentTypes(db: Db, codadm: number, codcli: string): Promise<void> {
  await db.insert(documentType).values(
    DEMO_DOCUMENT_TYPES.map((t, i) => ({
      codadm,
      codcli,
      documento: t.documento,
      observacao: t.observacao ?? null,
      opcional: t.opcional ?? false,
      opcionalEst: t.opcionalEst ?? false,
      nacionalidade: t.nacionalidade ?? null,
      ordem: i + 1,
      camposValidacao: t.campos ?? [],
    })),
  );
}
