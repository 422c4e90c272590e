/**
 * The height left under an element down to the frame's fixed footer (AppFrame's
 * --frame-footer-height, 36 px), so the checking workspace fills the viewport whatever sits above
 * it (the frame's banner, a wrapped header). Measured in page coordinates, so scrolling does not
 * change it; again on every resize and whenever the page's layout changes size.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

const FOOTER_PX = 36;
const BOTTOM_GAP_PX = 8;

export function useFillHeight(ref: RefObject<HTMLElement | null>, min: number): number {
  const [height, setHeight] = useState(min);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - FOOTER_PX - BOTTOM_GAP_PX)));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, min]);
  return height;
}
