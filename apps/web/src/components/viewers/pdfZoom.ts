/** Zoom of the PDF viewer (spec 3 §2, §9): presets 25 %–500 %, fits, step 0.2 between 0.4 and 12. */
export type FitMode = 'width' | 'height' | 'page';
export type ZoomChoice = number | FitMode;

export const PDF_ZOOM = { step: 0.2, min: 0.4, max: 12 } as const;
export const ZOOM_PRESETS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3, 4, 5] as const;

export const FIT_LABEL = {
  width: 'Ajustar à largura',
  height: 'Ajustar à altura',
  page: 'Página inteira',
} as const satisfies Record<FitMode, string>;

export interface Size {
  width: number;
  height: number;
}

/** The scale that shows the page (rotated as shown) fitting the area in the given way. */
export function fitScale(mode: FitMode, area: Size, page: Size, rotation: number): number {
  const sideways = rotation % 180 !== 0;
  const w = sideways ? page.height : page.width;
  const h = sideways ? page.width : page.height;
  if (w <= 0 || h <= 0 || area.width <= 0 || area.height <= 0) return 1;
  const byWidth = area.width / w;
  const byHeight = area.height / h;
  const scale = mode === 'width' ? byWidth : mode === 'height' ? byHeight : Math.min(byWidth, byHeight);
  return Math.round(scale * 1000) / 1000;
}

/** One step of the zoom buttons from the current scale, kept between the limits. */
export function stepZoom(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * PDF_ZOOM.step) * 100) / 100;
  return Math.min(PDF_ZOOM.max, Math.max(PDF_ZOOM.min, next));
}

export const zoomLabel = (scale: number) => `${Math.round(scale * 100)}%`;
