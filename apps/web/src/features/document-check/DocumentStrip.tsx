/**
 * The documents of the checking screen (spec 3 §2) in review order (4, 2, 1, 3, others, optional
 * last, from the domain): compact tiles in the status colour with the page count — a column
 * beside the image on a desktop, one sideways-scrolling row on a phone (CheckPage.module.css),
 * so the list never pushes the image down. The selected tile is scrolled into view when the
 * selection moves by itself (after a decision, ←/→).
 */
import { useEffect, useRef } from 'react';
import { Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { DocumentRow } from '@admissao/domain';
import classes from './CheckPage.module.css';

export const SKELETON_TILES = 18;

export function DocumentStripSkeleton() {
  return (
    <div className={classes.strip} aria-busy="true" aria-label="Carregando documentos">
      {Array.from({ length: SKELETON_TILES }, (_, i) => (
        <Skeleton key={i} className={classes.tile} h={42} radius="sm" data-testid="doc-skeleton" />
      ))}
    </div>
  );
}

interface Props {
  docs: DocumentRow[];
  selected: number | null;
  onSelect: (doc: DocumentRow) => void;
}

export function DocumentStrip({ docs, selected, onSelect }: Props) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const tile = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    // 'nearest': only the list scrolls when the tile is already on screen
    tile?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  return (
    <div
      ref={list}
      className={classes.strip}
      role="listbox"
      aria-label="Documentos do candidato"
      aria-keyshortcuts="ArrowLeft ArrowRight"
    >
      {docs.map((d) => (
        <UnstyledButton
          key={d.CODTIPODOC}
          role="option"
          aria-selected={d.CODTIPODOC === selected}
          data-documento={d.DOCUMENTO}
          data-status={d.STATUS}
          onClick={() => onSelect(d)}
          className={classes.tile}
          title={d.DOCUMENTO}
          style={{ '--tile-color': d.CORSTATUS }}
        >
          <Text size="xs" fw={700} truncate="end" lh={1.3}>
            {d.DOCUMENTO}
          </Text>
          <Text size="xs" c="gray.7" truncate="end" lh={1.3}>
            {d.DESSTATUS} · {d.ARQUIVOS} pág.{d.OBRIGATORIO ? '' : ' · opc.'}
          </Text>
        </UnstyledButton>
      ))}
    </div>
  );
}
