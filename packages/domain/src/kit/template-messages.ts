/** What the kit-template configuration tells the admin (issue 33 §1), in one place for API and web. */
export const KIT_TEMPLATE_MSG = {
  nameRequired: 'Informe o nome do documento.',
  bodyRequired: 'Informe o texto do documento.',
  bodyTooLong: 'O texto pode ter no máximo 200.000 caracteres.',
  notFound: 'Documento para assinatura não encontrado.',
  created: 'Documento para assinatura incluído com sucesso!',
  saved: 'Documento para assinatura salvo com sucesso!',
  removed: 'Documento para assinatura excluído com sucesso!',
  fichaPreview: 'A ficha de registro é gerada, no envio do kit, com os dados do cadastro do candidato.',
  /** the HTML held active or external content: refused, nothing stored */
  refused: (what: readonly string[]) => `O texto contém conteúdo não permitido (${what.join(', ')}).`,
  /** merge fields that are not in KIT_MERGE_FIELDS */
  unknownFields: (names: readonly string[]) =>
    `Campo${names.length > 1 ? 's' : ''} desconhecido${names.length > 1 ? 's' : ''}: ${names
      .map((n) => `{{${n}}}`)
      .join(', ')}. Use apenas os campos da lista.`,
} as const;

/** Limits of a template's name and text (the name's column is varchar(120)). */
export const KIT_TEMPLATE_LIMITS = { nome: 120, corpo: 200_000 } as const;
